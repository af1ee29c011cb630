import type { QueryClient } from "@tanstack/react-query";
import { catalogueQuery } from "../../../../../api/games.ts";
import { pinQuery } from "../../../../../api/user.ts";
import { walletQuery } from "../../../../../api/wallet.ts";

/**
 * What a transfer screen reads: the flow's first state asks for the PIN status and the wallet (started
 * here, not awaited, so the flow joins these requests and shows their failure as a state of its own) and
 * the game balances itself, fresh; the catalogue names the accounts, so the screen waits for it.
 */
export async function loadTransferScreen(queryClient: QueryClient): Promise<void> {
  void queryClient.prefetchQuery(pinQuery());
  void queryClient.prefetchQuery(walletQuery());
  await queryClient.ensureQueryData(catalogueQuery());
}
