import { expectNoAxeViolations } from "./support/axe.ts";
import { breaksLayout, expect, test } from "./support/test.ts";

const machines = [
  "Theme boot",
  "Session",
  "OTP",
  "Register",
  "Forgot password",
  "Deposit",
  "Withdraw",
  "Bank account",
  "PIN",
];

test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

// The product owners' desktop tool, not a player screen: at 1280 px its side panel can end 2 px past the window
// (seen on some runs only; issue 17 rebuilds this layout). The guard still records it in the report.
test(
  "the visualiser draws every statechart offline",
  { annotation: breaksLayout("visualiser side panel can end 2 px past a 1280 px window; rebuilt in issue 17") },
  async ({ page }, testInfo) => {
    await page.goto("/flows");
    await expect(page.getByRole("heading", { name: "Statecharts" })).toBeVisible();
    for (const name of machines) {
      await page.getByRole("button", { name, exact: true }).click();
      const diagram = page.getByRole("img", { name });
      await expect(diagram).toBeVisible();
      expect(await diagram.locator("[data-state-id]").count()).toBeGreaterThan(1);
      expect(await diagram.locator("path.transition").count()).toBeGreaterThan(1);
      await testInfo.attach(`${name}.png`, { body: await diagram.screenshot(), contentType: "image/png" });
    }
    await expectNoAxeViolations(page, "/flows");
  },
);

test("simulation: enabled events take transitions, guards can be chosen, reset starts over", async ({ page }) => {
  await page.goto("/flows");
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  const state = page.locator(".visualiser__state");
  await expect(state).toHaveText('"checkingPreconditions"');
  await page.getByRole("button", { name: /xstate\.done\.actor\.loadWithdrawInfo .*"has_bank_account":false/ }).click();
  await expect(state).toHaveText('"needsBankAccount"');
  await expect(page.locator('[data-state-id="withdraw.needsBankAccount"]')).toHaveClass(/is-active/);
  await page.getByRole("button", { name: /xstate\.done\.actor\.bankAccount/ }).click();
  await expect(state).toHaveText('"checkingPreconditions"');
  await page
    .getByRole("button", { name: /xstate\.done\.actor\.loadWithdrawInfo .*"has_bank_account":true,"has_pin":true/ })
    .click();
  await expect(state).toHaveText('"editing"');
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(state).toHaveText('"checkingPreconditions"');

  // a guard that depends on stored data, chosen by hand
  await page.getByRole("button", { name: "Session", exact: true }).click();
  await expect(state).toHaveText('{"signedOut":"idle"}');
  await page.getByRole("combobox", { name: "hasStoredSession" }).selectOption("true");
  await expect(state).toHaveText('{"signedIn":"checking"}');
  await expect(page.locator('[data-state-id="session.signedIn.checking"]')).toHaveClass(/is-active/);
});

test("live inspection: the visualiser follows the running app as a player logs in", async ({ page, context }) => {
  await page.goto("/flows");
  await page.getByRole("button", { name: "Session", exact: true }).click();
  await page.getByLabel(/Follow the app/).check();
  await expect(page.getByText("Waiting for the app…")).toBeVisible();

  const app = await context.newPage();
  await app.goto("/login?inspect");
  await expect(page.getByText(/App is in: \{"signedOut":"idle"\}/)).toBeVisible();
  await app.getByLabel("Username").fill("demo");
  await app.getByLabel("Password", { exact: true }).fill("Demo1234");
  await app.getByRole("button", { name: "Log in" }).click();
  await expect(app).toHaveURL(/\/home$/);
  await expect(page.getByText(/App is in: \{"signedIn":/)).toBeVisible();
  await expect(page.locator('[data-state-id="session.signedIn"]')).toHaveClass(/is-active/);
});
