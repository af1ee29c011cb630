import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

/** The rules every scan runs: WCAG 2.1 A and AA. */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** axe-core as AxeBuilder injects it (the same package), read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Waits until every animation and transition that ends has ended (a toast sliding in, a sheet fading up): axe
 * measures colour contrast as the screen is drawn at that moment, and a half-faded toast fails it. On a loaded
 * machine the scan can land mid-animation. Endless ones (a spinner) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * axe (WCAG 2.1 A and AA) on the page as it is now, once its animations have settled: its violations.
 *
 * A page without frames is scanned in place with `axe.run`, axe injected once per document (a scan after an in-app
 * navigation finds it there). AxeBuilder's own way, which a page with frames keeps, injects axe again on every scan,
 * runs it in each frame and merges the frames' results in a new blank page of the context: the same rules and the
 * same result for a page of one frame, at about ten times the cost (640 ms against 65 ms a scan of /wallet here).
 */
export async function axeViolations(page: Page): Promise<AxeResults["violations"]> {
  await animationsSettled(page);
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).withTags(axeTags).analyze()).violations;
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async (tags) =>
      (
        await (
          window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
        ).axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
      ).violations,
    axeTags,
  );
}

/**
 * Scans the page as it is now, once its animations have settled, with axe (WCAG 2.1 A and AA) and fails on any
 * violation, naming the rule and the elements. Call it on every screen a spec visits.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const violations = (await axeViolations(page)).map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(violations, `axe violations on ${screen}`).toEqual([]);
}
