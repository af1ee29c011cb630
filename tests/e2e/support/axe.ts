import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

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
 * Scans the page as it is now, once its animations have settled, with axe (WCAG 2.1 A and AA) and fails on any
 * violation, naming the rule and the elements. Call it on every screen a spec visits.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(violations, `axe violations on ${screen}`).toEqual([]);
}
