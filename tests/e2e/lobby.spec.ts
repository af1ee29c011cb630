import { MYR } from "../server/support/wallet.ts";
import { arrangePlayer, e2eApi, openSignedIn, sessionToken } from "./paths/players.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { goInside } from "./support/go-inside.ts";
import { catalogueOf } from "./support/lobby.ts";
import { senOf } from "./support/session.ts";
import { expect, test } from "./support/test.ts";

/**
 * The lobby (/home) and the game screens it leads to, as a player uses them, with names read from the server's
 * catalogue (nothing here knows a provider or a game by heart): categories switch the provider grid, search finds a
 * game by part of its name and says when nothing matches, maintenance shows, the user card brings every game
 * balance back, unknown ids land on not-found; every screen passes axe and the layout guard at 360 and 320 px.
 */

const categoryNames: Record<string, string> = {
  casino: "Casino",
  slots: "Slots",
  fishing: "Fishing",
  lottery: "Lottery",
  sports: "Sports",
  esports: "Esports",
  horse: "Horse racing",
};

test("the lobby shows the catalogue by category, and the tabs switch the provider grid", async ({ page }) => {
  await openSignedIn(page, await arrangePlayer());
  const catalogue = await catalogueOf(page);
  expect(catalogue.categories.length).toBeGreaterThan(1);
  const tabs = page.getByRole("tablist", { name: "Game categories" }).getByRole("tab");
  await expect(tabs).toHaveText(catalogue.categories.map((category) => categoryNames[category] ?? category));
  const panel = page.getByRole("tabpanel");

  const [first, second] = catalogue.categories as [string, string];
  const providersOf = (category: string) => catalogue.providers.filter((p) => p.categories.includes(category as never));
  const onlyIn = (a: string, b: string) => providersOf(a).filter((p) => !p.categories.includes(b as never));
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  // the lobby opens at its top (the chosen tab is brought into its row's view, not the page scrolled to it)
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const provider of providersOf(first)) {
    await expect(panel.getByRole("link", { name: provider.name })).toBeVisible();
  }
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(new RegExp(`category=${second}`));
  for (const provider of providersOf(second)) {
    await expect(panel.getByRole("link", { name: provider.name })).toBeVisible();
  }
  for (const provider of onlyIn(first, second)) {
    await expect(panel.getByRole("link", { name: provider.name })).toHaveCount(0);
  }
  // the arrow keys move between tabs too
  await tabs.nth(1).press("ArrowLeft");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await expect(tabs.first()).toBeFocused();

  // hot and new games, named as the catalogue names them
  const hot = catalogue.games.find((game) => game.tags.includes("hot"));
  const fresh = catalogue.games.find((game) => game.tags.includes("new"));
  expect(hot && fresh).toBeTruthy();
  const hotRow = page.getByRole("region", { name: "Hot games" });
  await expect(hotRow.getByRole("link", { name: hot?.name }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "New games" }).getByRole("link", { name: fresh?.name })).toHaveCount(1);

  // a game's card opens its detail; back on the lobby the chosen tab is kept
  await hotRow.getByRole("link", { name: hot?.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/games/detail/${hot?._id}$`));
  await expect(page.getByRole("heading", { level: 1, name: hot?.name })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).locator("[aria-current]")).toHaveText("Home");
});

test("search finds a game by part of its name, in memory, and says so when nothing matches", async ({ page }) => {
  await openSignedIn(page, await arrangePlayer());
  const catalogue = await catalogueOf(page);
  // a game whose name shares its middle with no more than a few others
  const game = catalogue.games[Math.floor(catalogue.games.length / 2)];
  if (!game) throw new Error("empty catalogue");
  const part = game.name.slice(2, 7).toLowerCase();
  const expected = catalogue.games.filter((item) => item.name.toLowerCase().includes(part)).length;
  const search = page.getByRole("searchbox", { name: "Search games" });
  await expect(page.getByRole("tab").first()).toBeVisible();
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/")) requests.push(request.url());
  });
  await search.pressSequentially(part);
  const results = page.getByRole("region", { name: "Search results" });
  await expect(results.getByRole("status")).toHaveText(expected === 1 ? "1 game found" : `${expected} games found`);
  await expect(results.getByRole("link", { name: game.name }).first()).toBeVisible();
  // the category grid gives way to the results
  await expect(page.getByRole("tablist")).toHaveCount(0);
  // a provider is found by its name too
  const provider = catalogue.providers[0];
  await search.fill(provider?.name.slice(0, 5) ?? "");
  await expect(results.getByRole("link", { name: provider?.name })).toBeVisible();
  await search.fill("zzqxw");
  await expect(results.getByRole("status")).toContainText("No games match “zzqxw”");
  // no request per key: the catalogue answered every search (a result that appears under the pointer may be
  // preloaded, as a hovered link is: its provider's game account, which is not a search)
  expect(requests.filter((url) => url.includes("/games/") && !url.includes("/games/getGameAccount/"))).toEqual([]);
  await search.fill("");
  await expect(page.getByRole("tablist")).toBeVisible();
});

test("every game screen renders the server's data; maintenance shows; unknown ids are not found", async ({ page }) => {
  await openSignedIn(page, await arrangePlayer());
  const catalogue = await catalogueOf(page);
  const category = catalogue.categories.find(
    (item) => catalogue.providers.filter((p) => p.categories.includes(item)).length > 1,
  );
  if (!category) throw new Error("no category with two providers");
  const providers = catalogue.providers.filter((p) => p.categories.includes(category));
  const name = categoryNames[category];

  // /provider/{category}: its providers and a way to all its games
  await goInside(page, `/provider/${category}`);
  await expect(page.getByRole("heading", { level: 1, name: `${name} providers` })).toBeVisible();
  for (const provider of providers) await expect(page.getByRole("link", { name: provider.name })).toBeVisible();
  await page.getByRole("link", { name: `All ${name} games` }).click();

  // /game/{gameType}: every game of the type, the chips narrow it to one provider, search inside it
  await expect(page).toHaveURL(new RegExp(`/game/${category}$`));
  const ofType = catalogue.games.filter((game) => game.type === category);
  await expect(page.getByText(`${ofType.length} games`, { exact: true })).toBeVisible();
  const chosen = providers[1];
  if (!chosen) throw new Error("no second provider");
  await page.getByRole("group", { name: "Filter by provider" }).getByRole("button", { name: chosen.name }).click();
  const ofChosen = ofType.filter((game) => game.provider_code === chosen.code);
  await expect(
    page.getByText(`${ofChosen.length} game${ofChosen.length === 1 ? "" : "s"}`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: `${name} games` }).getByRole("link")).toHaveCount(ofChosen.length);
  const target = ofChosen[0];
  if (!target) throw new Error("no game");
  await page.getByRole("searchbox", { name: "Search games" }).fill(target.name);
  await expect(
    page.getByRole("list", { name: `${name} games` }).getByRole("link", { name: target.name }),
  ).toBeVisible();
  await page.getByRole("searchbox", { name: "Search games" }).fill("zzqxw");
  await expect(page.getByText("No games match “zzqxw”")).toBeVisible();

  // /games/{providerCode}: its games, its account, and the notice of a provider under maintenance
  const open = catalogue.providers.find((p) => !p.maintenance);
  const closed = catalogue.providers.find((p) => p.maintenance);
  if (!open || !closed) throw new Error("the seed has a provider in maintenance and others");
  await goInside(page, `/games/${open.code}`);
  await expect(page.getByRole("heading", { level: 1, name: open.name })).toBeVisible();
  const itsGames = catalogue.games.filter((game) => game.provider_code === open.code);
  await expect(page.getByText(`${itsGames.length} games`, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: `Your ${open.name} account` })).toContainText(/RM\s?0\.00/);
  await expect(page.getByText(/is under maintenance/)).toHaveCount(0);
  await goInside(page, `/games/${closed.code}`);
  await expect(page.getByText(`${closed.name} is under maintenance`, { exact: false })).toBeVisible();
  // on the lobby its tile carries the badge
  const closedCategory = closed.categories[0];
  await goInside(page, `/home?category=${closedCategory}`);
  await expect(page.getByRole("link", { name: `${closed.name} Maintenance` })).toBeVisible();

  // /games/detail/{gameId}: what the game is, the account's balance, Play and (below the minimum bet) Transfer in
  const game = itsGames[0];
  if (!game) throw new Error("no game");
  await goInside(page, `/games/detail/${game._id}`);
  await expect(page.getByRole("heading", { level: 1, name: game.name })).toBeVisible();
  await expect(page.getByRole("link", { name: open.name })).toBeVisible();
  await expect(page.getByRole("link", { name: categoryNames[game.type] })).toBeVisible();
  await expect(page.getByText(new RegExp(`RM\\s?${(game.min_bet / 100).toFixed(2)}`)).first()).toBeVisible();
  await expect(page.getByText("Your balance is below the minimum bet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Play", exact: true })).toHaveAttribute(
    "href",
    `/play_game?game=${game._id}`,
  );
  const closedGame = catalogue.games.find((item) => item.provider_code === closed.code);
  await goInside(page, `/games/detail/${closedGame?._id}`);
  await expect(page.getByText(/is under maintenance/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Play", exact: true })).toHaveCount(0);

  // unknown category, type, provider and game: the not-found screen, inside the shell
  for (const path of [
    "/provider/poker",
    "/game/poker",
    "/games/NOPE",
    "/games/detail/NOPE-0001",
    `/games/detail/${open.code}-9999`,
    "/play_game?game=NOPE-0001",
    "/play_game",
  ]) {
    await goInside(page, path);
    await expect(page.getByRole("heading", { name: "Page not found" }), path).toBeVisible();
  }
});

test("the user card brings every game balance back to the wallet", async ({ page }) => {
  const player = await arrangePlayer({ pin: true, myr: 500 });
  // money moved on the server is told over the event stream: move it once the lobby listens
  const listening = page.waitForResponse((res) => res.url().includes("/api/player/events") && res.status() === 200);
  await openSignedIn(page, player);
  await listening;
  const catalogue = await catalogueOf(page);
  const token = await sessionToken(page);
  const open = catalogue.providers.filter((p) => !p.maintenance).slice(0, 2);
  for (const [index, provider] of open.entries()) {
    const moved = await e2eApi.call("POST", "/api/player/games/transfer", {
      body: {
        from: "wallet",
        to: provider.code,
        amount: MYR(index === 0 ? 100 : 20),
        pin: "123456",
        idempotency_key: `lobbyspec${Date.now()}${index}x`,
      },
      token,
    });
    expect(moved.status).toBe(200);
  }
  const card = page.getByRole("region", { name: "Your account" });
  // the event stream tells the lobby; the card shows what moved
  await expect(card.locator(".user-card__amount")).toHaveText(/RM\s?380\.00/);
  await expect(card.getByText("In games")).toBeVisible();
  await expect(card.locator(".user-card__held-amount")).toHaveText(/RM\s?120\.00/);
  await card.getByRole("button", { name: "Bring back to wallet" }).click();
  await expect(page.getByText(/RM\s?120\.00 is back in your wallet/)).toBeVisible();
  await expect(card.locator(".user-card__held-amount")).toHaveText(/RM\s?0\.00/);
  await expect.poll(async () => senOf((await card.locator(".user-card__amount").textContent()) ?? "")).toBe(MYR(500));
  // nothing left: the card says so without a money move
  await card.getByRole("button", { name: "Bring back to wallet" }).click();
  await expect(page.getByText("Nothing to bring back")).toBeVisible();
});

test("the lobby's own states fit 360 and 320 px and pass axe: a category, an unknown provider, search results and none", async ({
  page,
  layoutGuard,
}) => {
  // the lobby's screens themselves are on the screen tour (tests/e2e/screens.spec.ts), in every language
  await openSignedIn(page, await arrangePlayer());
  const catalogue = await catalogueOf(page);
  const closed = catalogue.providers.find((p) => p.maintenance) ?? catalogue.providers[0];
  const search = page.getByRole("searchbox", { name: "Search games" });
  const states: { name: string; reach: () => Promise<void>; shows: () => Promise<void> }[] = [
    {
      name: `/home?category=${closed?.categories[0]}`,
      reach: () => goInside(page, `/home?category=${closed?.categories[0]}`),
      shows: () => expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible(),
    },
    {
      name: "/games/NOPE",
      reach: () => goInside(page, "/games/NOPE"),
      shows: () => expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible(),
    },
    {
      name: "/home, search",
      reach: async () => {
        await goInside(page, "/home");
        await search.fill("a");
      },
      shows: () => expect(page.getByRole("region", { name: "Search results" })).toBeVisible(),
    },
    {
      name: "/home, nothing found",
      reach: () => search.fill("zzqxw"),
      shows: () => expect(page.getByText("No games match “zzqxw”")).toBeVisible(),
    },
  ];
  for (const state of states) {
    await state.reach();
    await state.shows();
    await expect(page.locator(".skeleton-list, .loading-overlay")).toHaveCount(0);
    // every screen opens at its top (on a short phone the lobby's tabs are below the fold: the page stays put)
    expect(await page.evaluate(() => window.scrollY), state.name).toBe(0);
    await expectNoAxeViolations(page, state.name);
    // the narrow phone: the layout guard checks the page against 320 px (it fails the test when it ends)
    await layoutGuard.resize(page, { width: 320, height: 640 });
    await layoutGuard.checkNow();
    await layoutGuard.resize(page, { width: 360, height: 740 });
  }
});
