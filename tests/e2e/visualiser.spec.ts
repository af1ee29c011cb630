import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/**
 * The product owners' simulation on /flows: withdraw walked to success by clicking arrows on the diagram (the ways
 * of an arrow offered at it, the arrow just taken lit), the log in plain words, stepping back, guards changed
 * without a restart and the manual clock (technical details), a link that restores the simulation to the same
 * context byte for byte, and listed paths shown on the diagram and replayed. (The diagram's reading aids are in
 * diagram.spec.ts, live lanes in flows-live.spec.ts.)
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const state = (page: Page) => page.getByRole("status", { name: "Current state" });
const isActive = (page: Page, id: string) =>
  expect(page.locator(`[data-state-id="${id}"]`).first()).toHaveClass(/is-active/);
const arrow = (page: Page, transition: string) => page.locator(`[data-transition="${transition}"]`);

/** Clicks an arrow on the canvas: brought into view by the focus (the diagram pans to it), then clicked on its label. */
async function clickArrow(page: Page, transition: string): Promise<Locator> {
  const edge = arrow(page, transition);
  await expect(edge).toHaveClass(/is-enabled/);
  await edge.focus();
  await edge.locator("text").first().click();
  return edge;
}

test("withdraw simulated to success by clicking arrows on the diagram; the link restores it to the byte", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/flows?machine=withdraw");
  await isActive(page, "withdraw.checkingPreconditions");
  // plain words: the state by its description, no code names in the panel
  await expect(state(page)).toHaveText("Reads what a withdrawal needs");
  await expect(page.getByRole("complementary", { name: "Side panel" })).not.toContainText("xstate.");

  // an arrow with several ways: offered at the arrow
  await clickArrow(page, "withdraw.checkingPreconditions --xstate.done.actor.loadWithdrawInfo--> withdraw.routing");
  const offer = page.getByRole("dialog", { name: "Take this arrow" });
  await offer.getByRole("button", { name: "bank account and PIN", exact: true }).click();
  await isActive(page, "withdraw.editing");
  await expect(
    arrow(page, "withdraw.checkingPreconditions --xstate.done.actor.loadWithdrawInfo--> withdraw.routing"),
  ).toHaveClass(/is-taken/);

  // "valid amount" is the one way to take the review arrow: one click takes it
  await clickArrow(page, "withdraw.editing --withdraw.review--> withdraw.confirming");
  await isActive(page, "withdraw.confirming");
  await expect(arrow(page, "withdraw.editing --withdraw.review--> withdraw.confirming")).toHaveClass(/is-taken/);
  const log = page.getByRole("list", { name: "Event log" });
  const entries = log.locator(":scope > li");
  await expect(entries.nth(2)).toContainText("valid amount");
  await expect(entries.nth(2).getByRole("list", { name: "Context changes" })).toContainText("draft");

  await clickArrow(page, "withdraw.confirming --withdraw.confirm--> withdraw.submitting");
  await isActive(page, "withdraw.submitting");
  await clickArrow(page, "withdraw.submitting --xstate.done.actor.createWithdraw--> withdraw.succeeded");
  await isActive(page, "withdraw.succeeded");
  await expect(page.getByText(/The flow has finished in the final state/)).toBeVisible();
  await expect(page.locator(".statechart .is-enabled")).toHaveCount(0);
  await expectNoAxeViolations(page, "/flows simulation");

  // the link, opened twice in fresh browsers: the same context to the byte (the simulation's keys are stable)
  const href = await page.getByRole("link", { name: "Link to this simulation" }).getAttribute("href");
  const contexts: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const fresh = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const other = await fresh.newPage();
    await other.goto(href ?? "");
    await isActive(other, "withdraw.succeeded");
    contexts.push((await other.getByTestId("simulation-context").textContent()) ?? "");
    await fresh.close();
  }
  expect(contexts[0]).toContain('"idempotencyKey": "00000000000000000000000000000001"');
  expect(contexts[1]).toBe(contexts[0]);
  expect(await page.getByTestId("simulation-context").textContent()).toBe(contexts[0]);

  // two steps back: the request is being sent again, then the review
  await page.getByRole("button", { name: "Step back" }).click();
  await isActive(page, "withdraw.submitting");
  await page.getByRole("button", { name: "Step back" }).click();
  await isActive(page, "withdraw.confirming");
  await expect(entries.nth(4)).toHaveClass(/is-future/);
});

test("technical details: a guard changed without restart, the manual clock, code names in the log", async ({
  page,
}) => {
  await page.goto("/flows?machine=withdraw&technical=1");
  const event = (type: string, variant: string) =>
    page.getByRole("group", { name: type, exact: true }).getByRole("button", { name: variant, exact: true });
  await expect(state(page)).toHaveText("checkingPreconditions");
  await event("xstate.done.actor.loadWithdrawInfo", "bank account and PIN").click();
  await event("withdraw.review", "valid amount").click();
  await expect(state(page)).toHaveText("confirming");
  const entries = page.getByRole("list", { name: "Event log" }).locator(":scope > li");
  await expect(entries.nth(2)).toContainText("withdraw.review · valid amount");

  // a guard changed here applies from the next step: no restart, the log goes on
  await page.getByRole("combobox", { name: "isPinProblem" }).selectOption("false");
  await expect(entries.nth(3)).toContainText("Guard isPinProblem: forced false");
  await event("withdraw.confirm", "PIN").click();
  await event("xstate.error.actor.createWithdraw", "wrong PIN").click();
  // with the guard forced false a wrong PIN is no PIN problem: back to the form, not to the review
  await expect(state(page)).toHaveText("editing");

  await expect(page.getByText("0 s since the start; no timer is waiting")).toBeVisible();
  await page.getByRole("button", { name: "Advance 60 s" }).click();
  await expect(page.getByText("60 s since the start; no timer is waiting")).toBeVisible();
  await expect(entries.last()).toContainText("Clock +60 s");
  await page.getByRole("button", { name: /^Go to step 2:/ }).click();
  await expect(state(page)).toHaveText("confirming");
});

test("a listed path: its commands, shown on the diagram, replayed step by step", async ({ page }) => {
  await page.goto("/flows?machine=withdraw");
  await page.getByRole("button", { name: "Paths", exact: true }).click();
  // the path that ends in a withdrawal requested (the listing's order is the planner's, not this test's)
  const first = page
    .locator(".paths__item")
    .filter({ has: page.locator(".paths__name", { hasText: / ⇒ succeeded$/ }) })
    .first();
  const name = (await first.locator(".paths__name").textContent()) ?? "";
  expect(name).toMatch(/^withdraw: .* ⇒ succeeded$/);
  await expect(first.getByText(/^npx vitest run tests\/machines\/paths\.test\.ts -t '/)).toBeVisible();

  await first.getByRole("button", { name: "Show on diagram" }).click();
  await expect(first.getByRole("button", { name: "Show on diagram" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("[data-transition].is-highlighted").first()).toBeAttached();

  await first.getByRole("button", { name: "Replay step by step" }).click();
  await isActive(page, "withdraw.checkingPreconditions");
  for (let step = 0; step < 20 && (await page.getByRole("button", { name: "Step forward" }).isEnabled()); step += 1)
    await page.getByRole("button", { name: "Step forward" }).click();
  await isActive(page, "withdraw.succeeded");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test("the diagram stays on screen above the events and the log; a step by tapping an arrow", async ({ page }) => {
    await page.goto("/flows");
    await page.getByRole("combobox", { name: "Machine" }).selectOption({ label: "Check-in" });
    await expect(page).toHaveURL(/machine=checkIn/);
    // the events start within the first screen, under the diagram
    const events = page.getByRole("heading", { name: "Events" });
    expect((await events.boundingBox())?.y ?? 9999).toBeLessThan(740);
    const enabled = page.locator(".statechart .edge.is-enabled").first();
    await enabled.focus();
    await enabled.locator("text").first().tap();
    const offer = page.getByRole("dialog", { name: "Take this arrow" });
    if (await offer.isVisible()) await offer.getByRole("button").first().tap();
    await expect(page.getByRole("list", { name: "Event log" }).locator(":scope > li")).toHaveCount(2);
    // the log below, the diagram still at the top of the screen
    await page.getByRole("list", { name: "Event log" }).scrollIntoViewIfNeeded();
    expect((await page.locator(".diagram__viewport").boundingBox())?.y ?? 9999).toBeLessThan(200);
    await expectNoAxeViolations(page, "/flows on a phone");
    await page.getByRole("button", { name: "Paths", exact: true }).click();
    await expect(page.locator(".paths__item").first()).toBeVisible();
    await expectNoAxeViolations(page, "/flows paths on a phone");
  });
});
