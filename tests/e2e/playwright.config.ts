import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../support/chromium.ts";

/**
 * End-to-end tests: the built app (dist/) served by the reference API with a
 * fresh embedded database per worker (support/worker-server.ts, started by the
 * fixture in support/test.ts), driven in Debian's Chromium at the 360×740 phone
 * viewport. `npm run build` must have run first (npm test does it).
 */
/** Workers, each with its own server and database (support/worker-server.ts); E2E_WORKERS overrides. */
const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Specs that move the worker server's sandbox clock a day ahead (the GMT+8 midnight of the check-in, the 02:00 VIP
 * run). The clock only moves forward, so after them the server's today is the browser's tomorrow, and a later spec
 * in the same worker that asks for today's records (the game-record report) finds none: they run last.
 */
const clockSpecs = ["**/check-in.spec.ts", "**/vip.spec.ts"];

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // the tests of one file run in order in one worker (they may build on each other); files run in parallel
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "../../test-results/e2e.json" }]] : [["list"]],
  outputDir: "../../test-results/e2e",
  projects: [
    { name: "app", testIgnore: clockSpecs },
    { name: "next-day", testMatch: clockSpecs, dependencies: ["app"] },
  ],
  use: {
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
});
