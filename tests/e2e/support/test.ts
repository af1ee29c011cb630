/**
 * The e2e tests' `test` and `expect`. Every spec imports them from here (not from @playwright/test) so that the
 * checks every screen must pass run wherever a test goes.
 *
 * The worker's server (an automatic worker fixture, ./worker-server.ts): each Playwright worker runs its own
 * reference API and database, and `baseURL` (and `browser.newContext()`) points at it. A spec that moves the
 * sandbox clock (it only moves forward) or changes a tenant setting for good says `test.use({ ownServer: true })`:
 * its tests then run in a worker of their own, whose server no other spec uses, so the others keep today.
 *
 * The layout guard (an automatic fixture): every page of the test's browser context, and of any context the test
 * opens with `browser.newContext()`, carries the script of ./layout-guard.ts, which checks the screen each time its
 * DOM settles (and once more when the test ends): nothing wider than the viewport's set width, no element past the
 * box that clips it, no text clipped without an ellipsis. What it finds fails the test after the test's own steps,
 * listed by path and element. A test that breaks layout on purpose says so with the annotation `breaksLayout`:
 *
 *   test("…", { annotation: breaksLayout("why") }, async ({ page }) => { … });
 */
import { type BrowserContext, type BrowserContextOptions, test as base, type Page } from "@playwright/test";
import { type LayoutGuardOptions, type LayoutViolation, layoutGuardScript, reportBinding } from "./layout-guard.ts";
import { startWorkerServer, type WorkerServer } from "./worker-server.ts";

export { expect } from "@playwright/test";
export type { LayoutViolation } from "./layout-guard.ts";

/** The annotation type that turns the layout guard off for one test. */
export const breaksLayoutAnnotation = "breaks-layout";

/** The annotation of a test that breaks layout on purpose (the guard then records but does not fail it). */
export function breaksLayout(reason: string) {
  return { type: breaksLayoutAnnotation, description: reason };
}

/** What the fixture gives a test that wants to look at the guard's findings itself. */
export type LayoutGuard = {
  /** Every violation recorded so far in this test. */
  violations: LayoutViolation[];
  /** Checks every open page now (rather than when its DOM settles) and returns all violations so far. */
  checkNow: () => Promise<LayoutViolation[]>;
  /** Resizes the page's viewport inside a test, and the width the guard checks the page against with it. */
  resize: (page: Page, viewport: { width: number; height: number }) => Promise<void>;
};

const settleMs = 150;

type Record = (violation: LayoutViolation) => void;

async function guardContext(context: BrowserContext, width: number, record: Record): Promise<void> {
  await context.exposeBinding(reportBinding, (_source, violation: LayoutViolation) => record(violation));
  await context.addInitScript(layoutGuardScript, { width, settleMs } satisfies LayoutGuardOptions);
  // pages already open got the init script for their next document only: check the current one too
  for (const page of context.pages()) await page.evaluate(layoutGuardScript, { width, settleMs }).catch(() => {});
}

function listViolations(violations: LayoutViolation[]): string {
  return violations.map((v) => `  ${v.path}  ${v.kind}  ${v.selector}\n      ${v.detail}`).join("\n");
}

export const test = base.extend<{ layoutGuard: LayoutGuard }, { workerServer: WorkerServer; ownServer: boolean }>({
  // a worker option: Playwright runs tests with another value in other workers, never beside the default's
  ownServer: [false, { scope: "worker", option: true }],
  workerServer: [
    async ({ browserName, ownServer }, use) => {
      const server = await startWorkerServer(
        `a ${browserName} worker${ownServer ? " of one spec (its own clock)" : ""}`,
      );
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.baseURL);
  },
  layoutGuard: [
    async ({ context, browser, viewport, baseURL }, use, testInfo) => {
      const violations: LayoutViolation[] = [];
      const seen = new Set<string>();
      const record: Record = (violation) => {
        const key = `${violation.path}|${violation.kind}|${violation.selector}`;
        if (seen.has(key)) return;
        seen.add(key);
        violations.push(violation);
      };
      const contexts = [context];
      await guardContext(context, viewport?.width ?? 360, record);
      // contexts the test opens itself (a second device) are guarded the same way
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options?: BrowserContextOptions) => {
        const opened = await newContext({ ...options, baseURL: options?.baseURL ?? baseURL });
        const width = options?.viewport?.width ?? viewport?.width ?? 360;
        await guardContext(opened, width, record);
        contexts.push(opened);
        return opened;
      };
      const checkNow = async () => {
        for (const guarded of contexts) {
          for (const page of guarded.pages()) {
            if (page.isClosed()) continue;
            const found = await page.evaluate(() => window.__layoutGuard?.check() ?? []).catch(() => []);
            for (const violation of found) record(violation);
          }
        }
        return violations;
      };
      const resize = async (page: Page, viewport: { width: number; height: number }) => {
        const setWidth = (width: number) => page.evaluate((set) => window.__layoutGuard?.setWidth(set), width);
        // in between, the guard checks against the wider of the two widths: it may miss, never wrongly report
        if (viewport.width < (page.viewportSize()?.width ?? 0)) {
          await page.setViewportSize(viewport);
          await setWidth(viewport.width);
        } else {
          await setWidth(viewport.width);
          await page.setViewportSize(viewport);
        }
      };
      try {
        await use({ violations, checkNow, resize });
        // the screen the test ended on may not have settled yet
        await checkNow();
      } finally {
        browser.newContext = newContext;
      }
      if (violations.length === 0) return;
      const summary = `layout guard: ${violations.length} violation(s)\n${listViolations(violations)}`;
      if (testInfo.annotations.some((annotation) => annotation.type === breaksLayoutAnnotation)) {
        testInfo.annotations.push({ type: "layout-guard", description: summary });
        return;
      }
      throw new Error(summary);
    },
    { auto: true },
  ],
});
