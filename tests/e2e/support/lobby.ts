import { expect, type Page } from "@playwright/test";
import type { Catalogue } from "../../../src/api/contract/games.ts";
import { e2eApi, sessionToken } from "../paths/players.ts";

/** The catalogue as the page's signed-in player gets it from the server (names and ids, never known by heart). */
export async function catalogueOf(page: Page): Promise<Catalogue> {
  const answer = await e2eApi.call<Catalogue>("GET", "/api/player/games/getCatalogue", {
    token: await sessionToken(page),
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

/**
 * From the lobby into a game as a player goes: its name in the search, its card among the results, its
 * detail (the player's account at its provider, holding `holds`), then Play, which opens /play_game.
 */
export async function playFromLobby(
  page: Page,
  game: { _id: string; name: string },
  provider: { name: string },
  holds: RegExp,
): Promise<void> {
  await page.getByRole("searchbox", { name: "Search games" }).fill(game.name);
  await page.getByRole("region", { name: "Search results" }).getByRole("link", { name: game.name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: game.name })).toBeVisible();
  await expect(page.getByRole("region", { name: `Your ${provider.name} account` })).toContainText(holds);
  await page.getByRole("link", { name: "Play", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/play_game\\?game=${game._id}$`));
}
