import type { Reporter, Suite, TestCase, TestResult } from "@playwright/test/reporter";
import type { PathRun } from "../../../src/visualiser/path-results.ts";
import { recordPathResults } from "../../support/path-results.ts";

/**
 * Records each UI path test's result (tests/e2e/paths.spec.ts, tests/e2e/paths-own-clock.spec.ts: a test titled by
 * its path's name) for the visualiser's Paths mode, whenever those specs run: the whole suite or one path's command.
 * Skipped and unrun tests keep their last result. Registered in tests/e2e/playwright.config.ts.
 */
export default class PathResultsReporter implements Reporter {
  private runs: { name: string; run: PathRun }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    // the tests are declared in paths/path-tests.ts, called from the two specs: the spec is the test's file suite
    let suite: Suite | undefined = test.parent;
    while (suite && suite.type !== "file") suite = suite.parent;
    const spec = suite?.location?.file ?? suite?.title ?? "";
    if (!/[\\/]paths(-own-clock)?\.spec\.ts$/.test(spec) || !test.title.includes(" ⇒ ")) return;
    if (result.status === "skipped" || result.status === "interrupted") return;
    const ended = new Date(result.startTime.getTime() + result.duration);
    this.runs.push({
      name: test.title,
      run: { status: result.status === "passed" ? "pass" : "fail", at: ended.toISOString() },
    });
  }

  onEnd(): void {
    recordPathResults("ui", this.runs);
  }

  printsToStdio(): boolean {
    return false;
  }
}
