import { MYR } from "../server/support/wallet.ts";
import { arrangePlayer, e2eApi, openSignedIn, sessionToken } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { catalogueOf, playFromLobby } from "./support/lobby.ts";
import { senOf } from "./support/session.ts";
import { expect, test } from "./support/test.ts";

/**
 * /play_game, the full-screen player: opened from the lobby, the game's frame fills the viewport below a slim bar
 * (no header, no tab bar); leaving offers to bring the provider's balance back, and does; a provider that refuses
 * the launch is said so, translated, with a way back.
 */

for (const viewport of [
  { width: 360, height: 740 },
  { width: 320, height: 640 },
]) {
  test(`a game opened from the lobby fills the ${viewport.width} px screen; leaving brings its balance back`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, await arrangePlayer({ pin: true, myr: 300 }));
    const catalogue = await catalogueOf(page);
    const provider = catalogue.providers.find((p) => !p.maintenance);
    const game = catalogue.games.find((item) => item.provider_code === provider?.code);
    if (!provider || !game) throw new Error("no open provider with a game");
    const moved = await e2eApi.call("POST", "/api/player/games/transfer", {
      body: {
        from: "wallet",
        to: provider.code,
        amount: MYR(100),
        pin: "123456",
        idempotency_key: `playspec${Date.now()}${viewport.width}`,
      },
      token: await sessionToken(page),
    });
    expect(moved.status).toBe(200);

    // from the lobby: the search, the game's card, its detail, Play
    await playFromLobby(page, game, provider, /RM\s?100\.00/);

    // full screen: no header, no tab bar; the frame fills everything below the slim bar
    const frame = page.locator("iframe.play-game__frame");
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("title", game.name);
    await expect(page.locator(".app-header, .tab-bar")).toHaveCount(0);
    const bar = await page.locator(".play-game__bar").boundingBox();
    const box = await frame.boundingBox();
    expect(bar && box).toBeTruthy();
    if (!bar || !box) return;
    expect(box.x).toBe(0);
    expect(box.width).toBe(viewport.width);
    expect(box.y).toBeCloseTo(bar.y + bar.height, 0);
    expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
    // the provider's game page is in the frame
    await expect(page.frameLocator("iframe.play-game__frame").locator("body")).toContainText(game.name);
    await expectNoAxeViolations(page, "/play_game");

    // leave: the dialog offers the money back, with the amount
    await page.getByRole("button", { name: "Leave" }).click();
    const dialog = page.getByRole("dialog", { name: "Bring your balance back?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(new RegExp(`You have RM\\s?100\\.00 in ${provider.name}\\.`));
    await expectNoAxeViolations(page, "/play_game, leaving");
    await dialog.getByRole("button", { name: "Bring back" }).click();
    await expect(page.getByText(/RM\s?100\.00 is back in your wallet/)).toBeVisible();
    // back where the player came from, the money home
    await expect(page).toHaveURL(new RegExp(`/games/detail/${game._id}$`));
    await expect(page.getByRole("region", { name: `Your ${provider.name} account` })).toContainText(/RM\s?0\.00/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    const card = page.getByRole("region", { name: "Your account" });
    await expect.poll(async () => senOf((await card.locator(".user-card__amount").textContent()) ?? "")).toBe(MYR(300));
  });
}

test("leaving with nothing in the game goes straight back; Keep in game leaves the money there", async ({ page }) => {
  await openSignedIn(page, await arrangePlayer({ pin: true, myr: 200 }));
  const catalogue = await catalogueOf(page);
  const [first, second] = catalogue.providers.filter((p) => !p.maintenance);
  const gameOf = (code?: string) => catalogue.games.find((item) => item.provider_code === code);
  const empty = gameOf(first?.code);
  const funded = gameOf(second?.code);
  if (!first || !second || !empty || !funded) throw new Error("two open providers with games");

  await page.goto(`/games/detail/${empty._id}`);
  await page.getByRole("link", { name: "Play", exact: true }).click();
  await expect(page.locator("iframe.play-game__frame")).toBeVisible();
  await page.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(new RegExp(`/games/detail/${empty._id}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const moved = await e2eApi.call("POST", "/api/player/games/transfer", {
    body: { from: "wallet", to: second.code, amount: MYR(50), pin: "123456", idempotency_key: `keepspec${Date.now()}` },
    token: await sessionToken(page),
  });
  expect(moved.status).toBe(200);
  // opened straight from its address (no screen before it in the app): leaving goes to the game's detail
  await page.goto(`/play_game?game=${funded._id}`);
  await expect(page.locator("iframe.play-game__frame")).toBeVisible();
  await page.getByRole("button", { name: "Leave" }).click();
  const dialog = page.getByRole("dialog", { name: "Bring your balance back?" });
  // (the question comes once the game balance is read: Escape before it would close nothing)
  await expect(dialog).toBeVisible();
  // Escape stays in the game
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/play_game/);
  await page.getByRole("button", { name: "Leave" }).click();
  await dialog.getByRole("button", { name: "Keep in game" }).click();
  await expect(page).toHaveURL(new RegExp(`/games/detail/${funded._id}$`));
  await expect(page.getByRole("region", { name: `Your ${second.name} account` })).toContainText(/RM\s?50\.00/);
});

test("a provider that refuses the launch is said so, translated, with a way back", async ({ page }) => {
  // the player reads Malay (chosen before: stored before the first page loads)
  await page.addInitScript(() => localStorage.setItem("player-app:language", "ms-MY"));
  await openSignedIn(page, await arrangePlayer());
  const catalogue = await catalogueOf(page);
  const closed = catalogue.providers.find((p) => p.maintenance);
  const game = catalogue.games.find((item) => item.provider_code === closed?.code);
  if (!game) throw new Error("the seed has a provider in maintenance");
  await page.goto(`/play_game?game=${game._id}`);
  await expect(page.getByRole("alert").filter({ hasText: "Gagal menyambung ke permainan" })).toBeVisible();
  await expect(page.locator(".app-header, .tab-bar")).toHaveCount(0);
  await page.getByRole("button", { name: "Kembali" }).click();
  await expect(page).toHaveURL(new RegExp(`/games/detail/${game._id}$`));
});
