import { defineConfig } from "@playwright/test";
import e2e from "./tests/e2e/playwright.config.ts";

/**
 * The end-to-end config (tests/e2e/playwright.config.ts) from the repo root, so that
 * `npx playwright test -g "<path name>$"` (the command `npm run paths -- <machine>` lists for
 * each path) runs from here. Paths a config names resolve from its own folder: the test
 * folder, the output folder and the JSON report are named again from the root.
 */
export default defineConfig({
  ...e2e,
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  reporter: [
    ["list"],
    ...(process.env.CI ? [["json", { outputFile: "test-results/e2e.json" }] as const] : []),
    ["./tests/e2e/paths/results-reporter.ts"],
  ],
});
