import type { QueryClient } from "@tanstack/react-query";
import type { Catalogue, Game, GameCategory, Provider } from "../../../../api/contract/games.ts";

/**
 * Route-level checks of the lobby's params and search against the catalogue itself: a category, type, provider or
 * game is valid when the tenant's catalogue has it. Route definitions load with the route tree on the first screen
 * (/login, which has a budget: scripts/check-budget.ts), so this module stays small and imports no schema (the
 * catalogue answer was checked against the contract when it came); the lobby's other reads are in lobby-catalogue.ts.
 */

/** A search param as text, or undefined (not text, or too long to name anything). */
export function searchText(value: unknown): string | undefined {
  return typeof value === "string" && value.length > 0 && value.length <= 64 ? value : undefined;
}

export function providerByCode(catalogue: Catalogue, code: string): Provider | undefined {
  return catalogue.providers.find((provider) => provider.code === code);
}

export function gameById(catalogue: Catalogue, id: string): Game | undefined {
  return catalogue.games.find((game) => game._id === id);
}

/** The category (or game type) of the catalogue a param names, if the tenant offers it. */
export function offeredCategory(catalogue: Catalogue, value: string | undefined): GameCategory | undefined {
  return catalogue.categories.find((category) => category === value);
}

/**
 * The catalogue for a route's loader. The games client is imported when a lobby route first loads, not with the
 * route tree: route definitions load on the first screen (/login), which has a budget (scripts/check-budget.ts).
 */
export async function loadCatalogue(queryClient: QueryClient): Promise<Catalogue> {
  const { catalogueQuery } = await import("../../../../api/games.ts");
  return queryClient.ensureQueryData(catalogueQuery());
}

/** Starts reading what a loader's screen shows beside the catalogue (the game accounts), without waiting for it. */
export function prefetchGameAccounts(queryClient: QueryClient, providerCode?: string): void {
  void import("../../../../api/games.ts")
    .then(async ({ gameAccountQuery, gameAccountsQuery }) => {
      if (providerCode) await queryClient.ensureQueryData(gameAccountQuery(providerCode));
      else await queryClient.ensureQueryData(gameAccountsQuery());
    })
    .catch(() => {});
}
