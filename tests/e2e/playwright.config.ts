import { availableParallelism, cpus } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, testChromiumPath } from "../support/chromium.ts";

/**
 * End-to-end tests: the built app (dist/) served by the reference API with a
 * fresh embedded database per worker (support/worker-server.ts, started by the
 * fixture in support/test.ts), driven in Debian's Chromium at the 360×740 phone
 * viewport. `npm run build` must have run first (npm test does it).
 */
/**
 * Workers, each with its own server and database (support/worker-server.ts): one and a half per core that is idle
 * now, so a machine busy with other work runs fewer tests at a time instead of starving them all. A worker leaves
 * its core idle part of the time (it waits on its server, the network and the page's timers): two workers on the
 * two idle cores here took 464 s and left 12 % of the CPU idle; three took 420 s (with a change between the two
 * runs that saved an estimated 18 s: axe once per screen). Under
 * `stress-ng --cpu 1` (one idle core) that is two workers. The idle cores are measured once, in the runner, over
 * 300 ms (the load average still counts the build that ran just before); the worker processes inherit the figure
 * through E2E_WORKERS, which also overrides it.
 */
function idleCores(sampleMs: number): number {
  const idle = () => cpus().reduce((sum, cpu) => sum + cpu.times.idle, 0);
  const before = idle();
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, sampleMs);
  return (idle() - before) / sampleMs;
}
process.env.E2E_WORKERS ??= String(Math.max(1, Math.min(availableParallelism() + 1, Math.round(idleCores(300) * 1.5))));
const workers = Number(process.env.E2E_WORKERS);

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // the tests of one file run in order in one worker (they may build on each other); files run in parallel
  fullyParallel: false,
  workers,
  retries: 0,
  // limits that end a hung test, not waits: every wait is for a state, and a passing test never reaches them. A
  // screen that takes 2 s on a quiet machine took over 10 s on one whose two cores ran two workers at load 10–14.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // the path tests' results also go to test-results/path-results.json, for the visualiser's Paths mode
  reporter: [
    ["list"],
    ...(process.env.CI ? [["json", { outputFile: "../../test-results/e2e.json" }] as const] : []),
    ["./paths/results-reporter.ts"],
  ],
  outputDir: "../../test-results/e2e",
  // the seeded database each worker's server copies, built once
  globalSetup: fileURLToPath(new URL("./support/global-setup.ts", import.meta.url)),
  projects: [{ name: "app" }],
  use: {
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
    timezoneId: "Asia/Kuala_Lumpur",
    // The app registers its service worker at the first tap (src/main.tsx). A worker would answer the page's
    // navigations and keep its files, which page.route() no longer sees, and would precache the app in every test:
    // blocked here, so every spec sees the network as it is. installable.spec.ts allows it, to test it.
    serviceWorkers: "block",
    // a trace records every action of every test (about a tenth of the run's time): E2E_TRACE=1 keeps one per failure
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumFlags,
    },
  },
});
