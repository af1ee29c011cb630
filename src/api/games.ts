import { queryOptions } from "@tanstack/react-query";
import { request } from "./client.ts";
import type { LaunchBody, RestoreBody, TransferBody } from "./contract/games.ts";

const games = "/api/player/games";

/** The tenant's whole catalogue (categories, providers, games) in one answer. */
export const getCatalogue = () => request("Catalogue", `${games}/getCatalogue`);
/** Every active provider's game account of the player (balance 0 where none was opened yet). */
export const getGameAccounts = () => request("GameAccountList", `${games}/getGameAccounts`);
export const getGameAccount = (providerCode: string) =>
  request("GameAccount", `${games}/getGameAccount/${encodeURIComponent(providerCode)}`);
/** Main wallet ⇄ a provider. */
export const transfer = (body: TransferBody) => request("Transaction", `${games}/transfer`, { method: "POST", body });
/** A provider → another provider. */
export const internalTransfer = (body: TransferBody) =>
  request("Transaction", `${games}/internal_transfer`, { method: "POST", body });
/** Every provider's balance (or one provider's) back to the main wallet. */
export const restore = (body: RestoreBody) => request("Transaction", `${games}/restore`, { method: "POST", body });
/** A signed URL that opens the game for this player for a few minutes. */
export const launchGame = (body: LaunchBody) => request("LaunchAnswer", `${games}/launch`, { method: "POST", body });

/** Query keys: a transfer or a round invalidates `gameKeys.accounts()`. */
export const gameKeys = {
  all: ["games"] as const,
  catalogue: () => [...gameKeys.all, "catalogue"] as const,
  accounts: () => [...gameKeys.all, "accounts"] as const,
  account: (providerCode: string) => [...gameKeys.accounts(), providerCode] as const,
};

export const catalogueQuery = () =>
  queryOptions({ queryKey: gameKeys.catalogue(), queryFn: getCatalogue, staleTime: 10 * 60_000 });
export const gameAccountsQuery = () => queryOptions({ queryKey: gameKeys.accounts(), queryFn: getGameAccounts });
export const gameAccountQuery = (providerCode: string) =>
  queryOptions({ queryKey: gameKeys.account(providerCode), queryFn: () => getGameAccount(providerCode) });
