import { expectNoAxeViolations } from "./support/axe.ts";
import { logIn, senOf } from "./support/session.ts";
import { expect, test } from "./support/test.ts";

test("a player without bank account or PIN adds both on /withdraw, withdraws, is rejected and gets the money back", async ({
  page,
}) => {
  // ahmad88 (seeded): RM balance, no bank account, no PIN
  await logIn(page, "ahmad88", "Demo1234");
  await page.goto("/wallet");
  const card = page.getByRole("region", { name: "MYR balance" });
  // a short wait per read, so expect.poll retries while the card refreshes
  const balance = async () =>
    senOf((await card.locator(".balance-card__amount").textContent({ timeout: 2_000 })) ?? "");
  await expect(card).toBeVisible();
  const before = await balance();

  await page.getByRole("link", { name: "Withdraw" }).click();
  // both preconditions are met right here, without leaving /withdraw
  await expect(page.getByText("Add a bank account first")).toBeVisible();
  await expectNoAxeViolations(page, "/withdraw (needs bank account)");
  await page.getByLabel("Bank").selectOption({ index: 1 });
  // a third-party account is refused by the server, and what was typed stays
  await page.getByLabel("Account holder name").fill("Someone Else");
  await page.getByLabel("Account number").fill("12-34");
  await page.getByRole("button", { name: "Add bank account" }).click();
  await expect(page.getByText("Use 6-20 digits, no spaces or dashes")).toBeVisible();
  await page.getByLabel("Account number").fill("5140009876");
  await page.getByRole("button", { name: "Add bank account" }).click();
  await expect(page.getByText("Account holder name must match your registered full name")).toBeVisible();
  await expect(page.getByLabel("Account number")).toHaveValue("5140009876");
  await expectNoAxeViolations(page, "/withdraw (bank account refused)");
  await page.getByLabel("Account holder name").fill("Ahmad Faiz");
  await page.getByRole("button", { name: "Add bank account" }).click();

  await expect(page.getByText("Set your PIN first")).toBeVisible();
  await expect(page).toHaveURL(/\/withdraw$/);
  await page.getByLabel("New PIN", { exact: true }).fill("246810");
  await page.getByLabel("Confirm new PIN").fill("246811");
  await page.getByRole("button", { name: "Save PIN" }).click();
  await expect(page.getByText("The PIN must match its confirmation")).toBeVisible();
  await expectNoAxeViolations(page, "/withdraw (needs PIN)");
  await page.getByLabel("Confirm new PIN").fill("246810");
  await page.getByRole("button", { name: "Save PIN" }).click();

  await expect(page.getByRole("button", { name: "Review withdrawal" })).toBeVisible();
  await expect(page).toHaveURL(/\/withdraw$/);
  await expectNoAxeViolations(page, "/withdraw (form)");
  await page.getByRole("radio", { name: /••••9876/ }).check();
  await page.getByLabel("Amount (MYR)").fill("29");
  await page.getByRole("button", { name: "Review withdrawal" }).click();
  await expect(page.getByText(/The minimum is RM/)).toBeVisible();
  await page.getByLabel("Amount (MYR)").fill("50");
  await page.getByRole("button", { name: "Review withdrawal" }).click();
  await expect(page.getByText("You receive")).toBeVisible();
  await page.getByLabel("PIN", { exact: true }).fill("111111");
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(page.getByText("Incorrect PIN")).toBeVisible();
  await expectNoAxeViolations(page, "/withdraw (confirm)");
  await page.getByLabel("PIN", { exact: true }).fill("246810");
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(page.getByRole("heading", { name: "Withdrawal requested" })).toBeVisible();
  const reference = ((await page.getByText(/^Reference: /).textContent()) ?? "").replace("Reference: ", "").trim();

  await page.goto("/wallet");
  // a cold page shows the balance once its answer checks have started (over 2 s on a busy machine)
  await expect(card).toBeVisible();
  await expect.poll(balance).toBe(before - 5_000);
  await expect(page.getByText(/On hold for pending withdrawals/)).toBeVisible();

  const operator = await page.context().newPage();
  await operator.goto("/sandbox/operator");
  await operator.getByRole("row").filter({ hasText: reference }).getByRole("button", { name: "Reject" }).click();
  // the form posts and comes back to the list: close only once it has (closing mid-navigation can hang)
  await expect(operator.getByRole("row").filter({ hasText: reference })).toHaveCount(0);
  await operator.close();
  await expect.poll(balance, { timeout: 15_000 }).toBe(before);
  await page.goto("/transaction");
  await expect(page.getByRole("link", { name: new RegExp(reference) })).toContainText("Rejected");
  await expectNoAxeViolations(page, "/transaction");
});
