import type { Catalogue, GameAccount } from "../../src/api/contract/games.ts";
import { arrangePlayer, e2eApi, openSignedIn, sessionToken } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { playFromLobby } from "./support/lobby.ts";
import { senOf } from "./support/session.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 13's journey, as a new player makes it, through the screens and the reference API with its database:
 * deposit through the sandbox's payment page, move RM 100 to a game with the PIN, open a game from the lobby, play
 * until the game balance changes, leave and bring the balance back, and find the rounds in the game-record and
 * turnover reports. Every figure is checked against what the server says, not against a number written here.
 */
test("a new player deposits, moves 100 to a game with the PIN, plays, brings the balance home and finds the rounds in the reports", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const player = await arrangePlayer({ pin: true });
  await openSignedIn(page, player);
  const token = await sessionToken(page);
  const catalogue = (await e2eApi.call<Catalogue>("GET", "/api/player/games/getCatalogue", { token })).body;
  const provider = catalogue.providers.find((p) => p.code === "DRG");
  const game = catalogue.games.find((g) => g.provider_code === "DRG" && g.type === "slots");
  if (!provider || !game) throw new Error("the seed has no Dragon Gaming slot");

  // 1. deposit RM 200 through the sandbox's payment page
  await page.goto("/deposit/instant_deposit");
  await page.getByRole("radio").first().check();
  await page.getByLabel("Amount (MYR)").fill("200");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText(/Payment successful/)).toBeVisible();

  // 2. RM 100 from the wallet to the game's provider, with the PIN
  await page.goto(`/games/transfer?provider=${provider.code}&direction=in`);
  await expect(page.getByRole("radio", { name: "Wallet to game" })).toBeChecked();
  await page.getByLabel("Amount (MYR)").fill("100");
  await page.getByRole("button", { name: "Review transfer" }).click();
  await page.getByLabel("PIN", { exact: true }).fill("123456");
  await page.getByRole("button", { name: "Confirm transfer" }).click();
  await expect(page.getByRole("heading", { name: "Transfer complete" })).toBeVisible();
  await expectNoAxeViolations(page, "/games/transfer, complete");

  // 3. the game from the lobby: search, its card, its detail, Play
  await page.goto("/home");
  await playFromLobby(page, game, provider, /RM\s?100\.00/);

  // 4. play until the game balance changes (a round that wins back exactly the bet leaves it as it was)
  const frame = page.frameLocator("iframe.play-game__frame");
  const spin = frame.getByRole("button", { name: "Spin", exact: true });
  const balance = frame.locator("#balance");
  await expect(spin).toBeEnabled();
  const start = (await balance.textContent()) ?? "";
  expect(senOf(start)).toBe(100_00);
  let rounds = 0;
  while (rounds < 20) {
    await spin.click();
    rounds += 1;
    await expect(spin).toBeEnabled();
    if (((await balance.textContent()) ?? "") !== start) break;
  }
  const inGame = senOf((await balance.textContent()) ?? "");
  expect(inGame).not.toBe(100_00);
  const account = await e2eApi.call<GameAccount>("GET", `/api/player/games/getGameAccount/${provider.code}`, { token });
  expect(account.body.balance).toBe(inGame);

  // 5. leave: the balance comes back to the wallet
  await page.getByRole("button", { name: "Leave" }).click();
  const dialog = page.getByRole("dialog", { name: "Bring your balance back?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Bring back" }).click();
  await expect(page.getByText(/is back in your wallet/)).toBeVisible();
  await page.goto("/wallet");
  const walletBalance = page.getByRole("region", { name: "MYR balance" }).locator(".balance-card__amount");
  await expect.poll(async () => senOf((await walletBalance.textContent()) ?? "")).toBe(100_00 + inGame);
  const after = await e2eApi.call<GameAccount>("GET", `/api/player/games/getGameAccount/${provider.code}`, { token });
  expect(after.body.balance).toBe(0);

  // 6. the rounds in the reports, with the note that game reports take time to sync
  await page.goto("/reports/game_record");
  await expect(page.getByText("Game records take 15 to 30 minutes to sync.")).toBeVisible();
  await page.getByRole("button", { name: "Today" }).click();
  await page.getByRole("button", { name: "Show report" }).click();
  await expect(page).toHaveURL(/\/reports\/game_record_result\?/);
  await expect(page.locator(".list .list-item").filter({ hasText: game.name })).toHaveCount(rounds);
  await expect(page.getByRole("region", { name: "Totals" })).toContainText(`Bets (${rounds})`);
  await expectNoAxeViolations(page, "/reports/game_record_result");

  await page.goto("/reports/turnover");
  await page.getByRole("button", { name: "Today" }).click();
  await page.getByRole("button", { name: "Show report" }).click();
  await expect(page).toHaveURL(/\/reports\/turnover_result\?/);
  const bets = rounds === 1 ? "1 bet" : `${rounds} bets`;
  const totals = page.getByRole("region", { name: "Totals" });
  await expect(totals).toContainText(`Total turnover (${bets})`);
  // every round bet the game's minimum (the game page starts at it)
  await expect
    .poll(async () => senOf(/RM\s?[\d,]+\.\d{2}/.exec((await totals.textContent()) ?? "")?.[0] ?? ""))
    .toBe(rounds * game.min_bet);
  await expectNoAxeViolations(page, "/reports/turnover_result");
});
