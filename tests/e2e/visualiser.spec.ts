import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

/**
 * The product owners' simulation on /flows: named event variants, the log with context changes, stepping back,
 * guards changed without a restart, the manual clock, a link that restores it all, and listed paths shown on the
 * diagram and replayed. (The diagram's own reading aids are in diagram.spec.ts, live lanes in flows-live.spec.ts.)
 */
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const state = (page: Page) => page.getByRole("status", { name: "Current state" });
const event = (page: Page, type: string, variant: string) =>
  page.getByRole("group", { name: type, exact: true }).getByRole("button", { name: variant, exact: true });
const isActive = (page: Page, id: string) =>
  expect(page.locator(`[data-state-id="${id}"]`).first()).toHaveClass(/is-active/);

test("a withdraw simulation: named variants to success, two steps back, a guard changed without restart, the clock", async ({
  page,
  context,
}) => {
  await page.goto("/flows?machine=withdraw");
  await expect(state(page)).toHaveText("checkingPreconditions");

  await event(page, "xstate.done.actor.loadWithdrawInfo", "bank account and PIN").click();
  await expect(state(page)).toHaveText("editing");
  await isActive(page, "withdraw.editing");
  await event(page, "withdraw.review", "valid amount").click();
  await expect(state(page)).toHaveText("confirming");
  const log = page.getByRole("list", { name: "Event log" });
  const entries = log.locator(":scope > li");
  // the log names the step by its variant and shows what it changed in the context
  await expect(entries.nth(2)).toContainText("withdraw.review · valid amount");
  await expect(entries.nth(2).getByRole("list", { name: "Context changes" })).toContainText("draft");
  await event(page, "withdraw.confirm", "PIN").click();
  await expect(state(page)).toHaveText("submitting");
  await event(page, "xstate.done.actor.createWithdraw", "requested").click();
  await expect(state(page)).toHaveText("succeeded");
  await expect(page.getByText(/The flow has finished in the final state "succeeded"/)).toBeVisible();
  await expectNoAxeViolations(page, "/flows simulation");

  // two steps back: the request is being sent again, then the review
  await page.getByRole("button", { name: "Step back" }).click();
  await expect(state(page)).toHaveText("submitting");
  await page.getByRole("button", { name: "Step back" }).click();
  await expect(state(page)).toHaveText("confirming");
  await expect(entries.nth(4)).toHaveClass(/is-future/);

  // a guard changed here applies from the next step: no restart, the log goes on from step 2
  await page.getByRole("combobox", { name: "isPinProblem" }).selectOption("false");
  await expect(state(page)).toHaveText("confirming");
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(3)).toContainText("Guard isPinProblem: forced false");
  await event(page, "withdraw.confirm", "PIN").click();
  await event(page, "xstate.error.actor.createWithdraw", "wrong PIN").click();
  // with the guard forced false a wrong PIN is no PIN problem: back to the form, not to the review
  await expect(state(page)).toHaveText("editing");

  // the manual clock
  await expect(page.getByText("0 s since the start; no timer is waiting")).toBeVisible();
  await page.getByRole("button", { name: "Advance 60 s" }).click();
  await expect(page.getByText("60 s since the start; no timer is waiting")).toBeVisible();
  await expect(entries.last()).toContainText("Clock +60 s");

  // the link restores the whole simulation elsewhere; a step of the log can be jumped to
  const href = await page.getByRole("link", { name: "Link to this simulation" }).getAttribute("href");
  const other = await context.newPage();
  await other.goto(href ?? "");
  await expect(state(other)).toHaveText("editing");
  await expect(other.getByRole("list", { name: "Event log" }).locator(":scope > li")).toHaveCount(7);
  await other.getByRole("button", { name: /^Go to step 1:/ }).click();
  await expect(state(other)).toHaveText("editing");
  await other.getByRole("button", { name: /^Go to step 2:/ }).click();
  await expect(state(other)).toHaveText("confirming");
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
  await expect(first.getByText(/^npx playwright test -g '/)).toBeVisible();

  await first.getByRole("button", { name: "Show on diagram" }).click();
  await expect(first.getByRole("button", { name: "Show on diagram" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("[data-transition].is-highlighted").first()).toBeVisible();

  await first.getByRole("button", { name: "Replay step by step" }).click();
  await expect(state(page)).toHaveText("checkingPreconditions");
  for (const expected of ["editing", "confirming", "submitting", "succeeded"]) {
    await page.getByRole("button", { name: "Step forward" }).click();
    await expect(state(page)).toHaveText(expected);
  }
  await expect(page.getByRole("button", { name: "Step forward" })).toBeDisabled();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test("the machine menu, a simulation step and the paths fit a 360 px screen", async ({ page }) => {
    await page.goto("/flows");
    await page.getByRole("combobox", { name: "Machine" }).selectOption({ label: "Check-in" });
    await expect(page).toHaveURL(/machine=checkIn/);
    await expect(state(page)).toHaveText("loading");
    await page.getByRole("group", { name: "xstate.done.actor.loadCheckIn" }).getByRole("button").first().click();
    await expect(state(page)).not.toHaveText("loading");
    await expectNoAxeViolations(page, "/flows on a phone");
    await page.getByRole("button", { name: "Paths", exact: true }).click();
    await expect(page.locator(".paths__item").first()).toBeVisible();
    await expectNoAxeViolations(page, "/flows paths on a phone");
  });
});
