import type { Page } from "@playwright/test";
import { arrangePlayer, openSignedIn } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { translation } from "./support/catalog.ts";
import { senOf } from "./support/session.ts";
import { expect, test } from "./support/test.ts";

/**
 * Transfers as a player makes them: the main wallet to a game with the PIN, a game to another game, a game
 * back to the wallet, a game's balance brought home without a PIN; the balances move on every screen that
 * shows them and each transfer is listed in /transaction, signed as it moved the main wallet. A wrong PIN is
 * refused in the player's language and nothing typed is lost. Every screen passes axe (and the layout guard,
 * which runs in every test) at 360 and 320 px.
 */

const money = (units: number) => new RegExp(`RM\\s?${units.toLocaleString("en-US")}\\.00`);

/** The balance a game account's screen shows, in sen. */
async function gameBalance(page: Page, code: string): Promise<number> {
  await page.goto(`/game_account/${code}`);
  await expect(page.getByText("Account name")).toBeVisible();
  return senOf((await page.locator(".game-account__balance").textContent()) ?? "");
}

/** Reviews the form as it is and confirms with the PIN; the result says what moved where. */
async function confirmWithPin(page: Page, pin: string): Promise<void> {
  await page.getByRole("button", { name: "Review transfer" }).click();
  await expect(page.getByRole("region", { name: "Review" })).toBeVisible();
  await page.getByLabel("PIN", { exact: true }).fill(pin);
  await page.getByRole("button", { name: "Confirm transfer" }).click();
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 320, height: 640 },
]) {
  test(`at ${viewport.width} px: wallet → game with the PIN, game → game, game → wallet, restore; balances move and /transaction lists them`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const player = await arrangePlayer({ pin: true, myr: 500 });
    await openSignedIn(page, player);

    // the game account: its name to copy, its balance, what can be done
    await page.goto("/game_account/DRG");
    await expect(page.getByRole("heading", { level: 1, name: "Dragon Gaming" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Copy account name" })).toBeVisible();
    await expect(page.locator(".game-account__balance")).toHaveText(money(0));
    await expect(page.getByRole("button", { name: "Bring back to wallet" })).toBeDisabled();
    await expectNoAxeViolations(page, "/game_account/DRG");

    // main wallet → Dragon Gaming, on /games/transfer as "Transfer in" opens it
    await page.getByRole("link", { name: "Transfer in" }).click();
    await expect(page).toHaveURL(/\/games\/transfer\?provider=DRG&direction=in$/);
    await expect(page.getByRole("combobox", { name: "Game" })).toHaveValue("DRG");
    await expect(page.getByRole("radio", { name: "Wallet to game" })).toBeChecked();
    await expect(page.getByText("Available in Main wallet")).toContainText(money(500));
    await expectNoAxeViolations(page, "/games/transfer");
    await page.getByLabel("Amount (MYR)").fill("100");
    await page.getByRole("button", { name: "Review transfer" }).click();
    const review = page.getByRole("region", { name: "Review" });
    await expect(review).toContainText("Main wallet");
    await expect(review).toContainText("Dragon Gaming");
    await expect(review).toContainText(money(100));
    await expectNoAxeViolations(page, "/games/transfer (review)");
    await page.getByLabel("PIN", { exact: true }).fill("123456");
    await page.getByRole("button", { name: "Confirm transfer" }).click();
    await expect(page.getByRole("heading", { name: "Transfer complete" })).toBeVisible();
    await expect(page.getByText("RM 100.00 moved from Main wallet to Dragon Gaming.")).toBeVisible();
    await expectNoAxeViolations(page, "/games/transfer (result)");

    // Dragon Gaming → Jackpot 88; a game without transfers between games is offered disabled, with why
    await page.goto("/games/internal_transfer");
    await expect(page.getByText("Not offering transfers between games: SportX.")).toBeVisible();
    await page.getByRole("combobox", { name: "From" }).selectOption("DRG");
    await expect(page.getByRole("combobox", { name: "From" })).toContainText(/Dragon Gaming · RM\s?100\.00/);
    await expect(page.getByRole("option", { name: "SportX (no transfers between games)" }).first()).toBeDisabled();
    await page.getByRole("combobox", { name: "To" }).selectOption("JK88");
    await page.getByLabel("Amount (MYR)").fill("40");
    await expectNoAxeViolations(page, "/games/internal_transfer");
    await confirmWithPin(page, "123456");
    await expect(page.getByText("RM 40.00 moved from Dragon Gaming to Jackpot 88.")).toBeVisible();

    // Dragon Gaming → main wallet on /transfer, which offers every account
    await page.goto("/transfer");
    await page.getByRole("combobox", { name: "From" }).selectOption("DRG");
    await page.getByRole("combobox", { name: "To" }).selectOption("wallet");
    // more than the game holds is refused on the form, before any PIN
    await page.getByLabel("Amount (MYR)").fill("61");
    await page.getByRole("button", { name: "Review transfer" }).click();
    await expect(page.getByLabel("Amount (MYR)")).toHaveAccessibleDescription("Insufficient balance");
    await expect(page.getByLabel("PIN", { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, "/transfer (refused)");
    await page.getByLabel("Amount (MYR)").fill("60");
    await confirmWithPin(page, "123456");
    await expect(page.getByText("RM 60.00 moved from Dragon Gaming to Main wallet.")).toBeVisible();

    // the balances moved: 500 − 100 + 60 in the wallet, 0 in Dragon Gaming, 40 in Jackpot 88
    expect(await gameBalance(page, "DRG")).toBe(0);
    expect(await gameBalance(page, "JK88")).toBe(4_000);
    // Jackpot 88's balance home, no PIN asked
    await page.getByRole("button", { name: "Bring back to wallet" }).click();
    await expect(page.getByText("RM 40.00 is back in your main wallet")).toBeVisible();
    await expect(page.locator(".game-account__balance")).toHaveText(money(0));
    await page.goto("/wallet");
    await expect(page.getByRole("region", { name: "MYR balance" }).locator(".balance-card__amount")).toHaveText(
      money(500),
    );

    // every transfer listed, signed as it moved the main wallet
    await page.goto("/transaction?type=transfer");
    const rows = page.locator("main .list-item");
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText("Jackpot 88 → Main wallet");
    await expect(rows.nth(0)).toContainText(/\+?RM\s?40\.00/);
    await expect(rows.nth(1)).toContainText("Dragon Gaming → Main wallet");
    await expect(rows.nth(2)).toContainText("Dragon Gaming → Jackpot 88");
    await expect(rows.nth(2)).not.toContainText("-RM");
    await expect(rows.nth(3)).toContainText("Main wallet → Dragon Gaming");
    await expect(rows.nth(3)).toContainText(/-RM\s?100\.00/);
    await expectNoAxeViolations(page, "/transaction?type=transfer");
    await rows.nth(3).click();
    const details = page.getByRole("region", { name: "Transaction details" });
    await expect(details).toContainText("Transfer");
    await expect(details.getByRole("definition").filter({ hasText: "Main wallet" })).toBeVisible();
    await expect(details.getByRole("definition").filter({ hasText: "Dragon Gaming" })).toBeVisible();
    await expectNoAxeViolations(page, "/transaction/{id} (transfer)");
  });
}

test("a wrong PIN is refused in the player's language; the review and the form keep what was typed", async ({
  page,
  context,
}) => {
  const locale = "ms-MY";
  const t = (english: string) => translation(locale, english);
  await page.setViewportSize({ width: 320, height: 640 });
  await context.addInitScript((chosen) => localStorage.setItem("player-app:language", chosen), locale);
  const player = await arrangePlayer({ pin: true, myr: 500 });
  await page.goto("/login");
  await page.getByLabel(t("Username")).fill(player.username);
  await page.getByLabel(t("Password"), { exact: true }).fill(player.password);
  await page.getByRole("button", { name: t("Log in"), exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto("/games/transfer?provider=JK88&direction=in");
  await page.getByLabel(t("Amount ({currency})").replace("{currency}", "MYR")).fill("25");
  await page.getByRole("button", { name: t("Review transfer") }).click();
  await page.getByLabel(t("PIN"), { exact: true }).fill("000000");
  await page.getByRole("button", { name: t("Confirm transfer") }).click();
  await expect(page.getByText(t("Incorrect PIN"), { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: t("Review") })).toContainText("Jackpot 88");
  await expectNoAxeViolations(page, "/games/transfer (wrong PIN, ms-MY)");
  await page.getByRole("button", { name: t("Change details") }).click();
  await expect(page.getByLabel(t("Amount ({currency})").replace("{currency}", "MYR"))).toHaveValue("25");
  await expect(page.getByRole("combobox", { name: t("Game") })).toHaveValue("JK88");
  await expect(page.getByRole("radio", { name: t("Wallet to game") })).toBeChecked();
});
