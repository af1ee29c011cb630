import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../support/chromium.ts";
import { baseURL, port } from "./support/base-url.ts";

/**
 * End-to-end tests: the built app (dist/) served by the reference API with a
 * fresh embedded database, driven in Debian's Chromium at the 360×740 phone
 * viewport. `npm run build` must have run first (npm test does it).
 */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "player-e2e-"));

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "../../test-results/e2e.json" }]] : [["list"]],
  outputDir: "../../test-results/e2e",
  use: {
    baseURL,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
    timezoneId: "Asia/Kuala_Lumpur",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  webServer: {
    command: "node ../../server/main.ts",
    url: `${baseURL}/api/tenant/config/theme-data/mobile`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: "../../dist",
      FLOWS_DIR: "../../dist-flows",
      SANDBOX: "1",
      // Node-side helpers (paths/players.ts) call as from their own addresses; the browser has none.
      TRUST_PROXY: "1",
    },
    stdout: "pipe",
  },
});
