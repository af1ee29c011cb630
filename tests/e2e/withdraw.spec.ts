import type { Page } from "@playwright/test";
import { arrangePlayer, openSignedIn } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { translation } from "./support/catalog.ts";
import { logIn, senOf } from "./support/session.ts";
import { expect, test } from "./support/test.ts";

test("a player without bank account or PIN adds both on /withdraw, withdraws, is rejected and gets the money back", async ({
  page,
}) => {
  // a long walk (two preconditions, a withdrawal, an operator's reject) on a machine shared with other runs
  test.setTimeout(120_000);
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
  await expect(page.getByText("Bank account added", { exact: true })).toBeVisible();

  await expect(page.getByText("Set your PIN first")).toBeVisible();
  // the eye of a PIN field speaks of the PIN, not a password
  await expect(page.getByRole("button", { name: "Show PIN" })).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/withdraw$/);
  await page.getByLabel("New PIN", { exact: true }).fill("246810");
  await page.getByLabel("Confirm new PIN").fill("246811");
  await page.getByRole("button", { name: "Save PIN" }).click();
  await expect(page.getByText("The PIN must match its confirmation")).toBeVisible();
  await expectNoAxeViolations(page, "/withdraw (needs PIN)");
  await page.getByLabel("Confirm new PIN").fill("246810");
  await page.getByRole("button", { name: "Save PIN" }).click();
  await expect(page.getByText("Your PIN is set", { exact: true })).toBeVisible();

  await expect(page.getByRole("button", { name: "Review withdrawal" })).toBeVisible();
  await expect(page).toHaveURL(/\/withdraw$/);
  await expectNoAxeViolations(page, "/withdraw (form)");
  // the account just added is the only one: it is the destination already
  await expect(page.getByRole("radio", { name: /••••9876/ })).toBeChecked();
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

/** The withdraw screen's amount step, for a player with `myr` ringgit, one Maybank account and PIN 123456. */
async function openWithdraw(page: Page, myr: number) {
  const player = await arrangePlayer({ pin: true, bank: true, myr });
  await openSignedIn(page, player);
  await page.getByRole("link", { name: "Withdraw" }).first().click();
  await expect(page.getByRole("button", { name: "Review withdrawal" })).toBeVisible();
  return player;
}

test("the amount step refuses more than the balance before any PIN; the review says where the money goes, the charge and what arrives", async ({
  page,
}) => {
  const player = await openWithdraw(page, 100);
  const last4 = player.bankAccount?.account_number.slice(-4) ?? "";
  // the single account is chosen already, by the bank's name
  await expect(page.getByRole("radio", { name: new RegExp(`Maybank ••••${last4}`) })).toBeChecked();
  // one limit line: per withdrawal, what is left of today's limit, free withdrawals left today
  await expect(page.getByText("Available: RM 100.00")).toBeVisible();
  const limits = page.locator(".limit-line");
  await expect(limits).toContainText("RM 30.00 – RM 30,000.00 per withdrawal");
  await expect(limits).toContainText("RM 30,000.00 left today");
  await expect(limits).toContainText("3 free withdrawals left today");

  await page.getByLabel("Amount (MYR)").fill("150");
  await page.getByRole("button", { name: "Review withdrawal" }).click();
  await expect(page.getByLabel("Amount (MYR)")).toHaveAccessibleDescription("Insufficient balance");
  await expect(page.getByLabel("PIN", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Confirm withdrawal" })).toHaveCount(0);
  await expectNoAxeViolations(page, "/withdraw (over the balance)");
  // a new amount clears the refusal
  await page.getByLabel("Amount (MYR)").fill("60");
  await expect(page.getByText("Insufficient balance")).toHaveCount(0);
  await page.getByRole("button", { name: "Review withdrawal" }).click();

  const review = page.getByRole("region", { name: "Review" });
  await expect(review.getByText(`Maybank ••••${last4}`)).toBeVisible();
  await expect(review.getByText(player.fullName)).toBeVisible();
  await expect(review.getByRole("definition")).toHaveText(["RM 60.00", "RM 0.00", "RM 60.00"]);
  await expect(review.getByRole("term")).toHaveText(["Amount", "Charge", "You receive"]);
  await expect(page.getByRole("button", { name: "Show PIN" })).toBeVisible();
  await expectNoAxeViolations(page, "/withdraw (review)");
  await page.getByLabel("PIN", { exact: true }).fill("123456");
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(page.getByRole("heading", { name: "Withdrawal requested" })).toBeVisible();
});

test("/bank_account/edit keeps the saved bank, and saving says so", async ({ page }) => {
  const player = await arrangePlayer({ bank: true });
  await openSignedIn(page, player, "/bank_account");
  const number = player.bankAccount?.account_number ?? "";
  await page.getByRole("link", { name: new RegExp(`Maybank.*••••${number.slice(-4)}`) }).click();
  await expect(page.getByRole("heading", { name: "Edit bank account" })).toBeVisible();
  await expect(page.getByLabel("Bank")).toHaveValue("MBB");
  await expect(page.getByLabel("Bank").locator("option:checked")).toHaveText("Maybank");
  // opened cold (a reload), the saved bank is still the one shown
  await page.reload();
  await expect(page.getByLabel("Bank")).toHaveValue("MBB");
  await expectNoAxeViolations(page, "/bank_account/edit");
  const changed = `${number.slice(0, -4)}4321`;
  await page.getByLabel("Account number").fill(changed);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Bank account updated", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/bank_account$/);
  await expect(page.getByRole("link", { name: /Maybank.*••••4321/ })).toBeVisible();
});

test("in Malay at 320 px the withdraw form and its review fit, and their buttons show their whole label", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  // a phone that chose Bahasa Melayu before: the language is stored before the first page loads
  await page.addInitScript(() => localStorage.setItem("player-app:language", "ms-MY"));
  await openSignedIn(page, await arrangePlayer({ pin: true, bank: true, myr: 100 }), "/withdraw");
  const review = page.getByRole("button", { name: translation("ms-MY", "Review withdrawal") });
  await expect(review).toBeVisible();
  const fits = () =>
    page.evaluate(() => {
      const wide = document.documentElement.scrollWidth > document.documentElement.clientWidth;
      const cut = [...document.querySelectorAll("button, .button")].filter((b) => b.scrollWidth > b.clientWidth);
      return { wide, cut: cut.map((b) => b.textContent) };
    });
  expect(await fits()).toEqual({ wide: false, cut: [] });
  await page.getByLabel(translation("ms-MY", "Amount ({currency})").replace("{currency}", "MYR")).fill("50");
  await review.click();
  await expect(page.getByRole("button", { name: translation("ms-MY", "Confirm withdrawal") })).toBeInViewport();
  expect(await fits()).toEqual({ wide: false, cut: [] });
});
