import type { Catalogue, Game, GameCategory, Provider } from "../../../../api/contract/games.ts";

/**
 * Reads of the tenant's catalogue for the lobby screens. The whole catalogue (a few hundred games) comes in one
 * answer and stays in the query cache, so every filter and search here runs in memory: no request per key.
 */

/** The providers offering games of a category, in the catalogue's order. */
export function providersIn(catalogue: Catalogue, category: GameCategory): Provider[] {
  return catalogue.providers.filter((provider) => provider.categories.includes(category));
}

/** A provider's games, of one type when given. */
export function gamesOf(catalogue: Catalogue, providerCode: string, type?: GameCategory): Game[] {
  return catalogue.games.filter((game) => game.provider_code === providerCode && (!type || game.type === type));
}

/** Every game of a type across providers, of one provider when given. */
export function gamesOfType(catalogue: Catalogue, type: GameCategory, providerCode?: string): Game[] {
  return catalogue.games.filter((game) => game.type === type && (!providerCode || game.provider_code === providerCode));
}

/** The games carrying a tag (hot, new), at most `limit` of them, in the catalogue's order. */
export function gamesTagged(catalogue: Catalogue, tag: Game["tags"][number], limit: number): Game[] {
  const tagged: Game[] = [];
  for (const game of catalogue.games) {
    if (tagged.length >= limit) break;
    if (game.tags.includes(tag)) tagged.push(game);
  }
  return tagged;
}

/**
 * The games a category's tab leads with on the lobby: its hot games first, then the rest, each in the catalogue's
 * order, at most `limit` of them.
 */
export function categoryPicks(catalogue: Catalogue, type: GameCategory, limit: number): Game[] {
  const ofType = gamesOfType(catalogue, type);
  const hot = ofType.filter((game) => game.tags.includes("hot"));
  const rest = ofType.filter((game) => !game.tags.includes("hot"));
  return [...hot, ...rest].slice(0, limit);
}

/** Providers by code, to name a game's provider on its card. */
export function providerNames(catalogue: Catalogue): Map<string, string> {
  return new Map(catalogue.providers.map((provider) => [provider.code, provider.name]));
}

/**
 * A name as search compares it: lower case, accents taken off, any run of spaces, dashes or punctuation made one
 * space, so "dragon's gold" and "Dragons-Gold" are found by "dragon gold".
 */
export function searchKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A catalogue prepared once for search: each game's and provider's key computed ahead of the first key press. */
export type SearchIndex = {
  games: { game: Game; key: string }[];
  providers: { provider: Provider; key: string }[];
};

export function searchIndex(catalogue: Catalogue): SearchIndex {
  return {
    // a game by its own name (a provider's name finds the provider, whose tile leads to all its games)
    games: catalogue.games.map((game) => ({ game, key: searchKey(game.name) })),
    providers: catalogue.providers.map((provider) => ({ provider, key: searchKey(provider.name) })),
  };
}

/** What a search finds: every word of the query must be in the name (in any order, as part of a word). */
export function search(index: SearchIndex, query: string): { games: Game[]; providers: Provider[] } {
  const words = searchKey(query).split(" ").filter(Boolean);
  if (words.length === 0) return { games: [], providers: [] };
  const matches = (key: string) => words.every((word) => key.includes(word));
  return {
    games: index.games.filter((entry) => matches(entry.key)).map((entry) => entry.game),
    providers: index.providers.filter((entry) => matches(entry.key)).map((entry) => entry.provider),
  };
}

/** A game's provider's balance is below its smallest bet: the detail screen offers to transfer in. */
export function needsTransferIn(balance: number, game: Game): boolean {
  return balance < game.min_bet;
}
