import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import type { TransferAccountInfo, TransferSetup } from "../../machines/transfer.machine.ts";
import { transferMachine } from "../../machines/transfer.machine.ts";
import { type GameAccount, mainWallet, transferKind } from "../api/contract/games.ts";
import type { Currency } from "../api/contract/money.ts";
import type { Wallet } from "../api/contract/wallet.ts";
import { gameAccountsQuery, internalTransfer, transfer } from "../api/games.ts";
import { pinQuery } from "../api/user.ts";
import { walletQuery } from "../api/wallet.ts";
import { justLoaded } from "./just-loaded.ts";
import { pinLogic } from "./pin.ts";
import { refreshGameMoney } from "./restore.ts";
import { useFlow } from "./use-flow.ts";

/**
 * The accounts of a game transfer: the main wallet (what is available in the game accounts' currency)
 * first, then every game account with its balance.
 */
export function gameTransferAccounts(wallet: Wallet, accounts: readonly GameAccount[]): TransferAccountInfo[] {
  const currency: Currency = accounts[0]?.currency ?? "MYR";
  const available = wallet.balances.find((balance) => balance.currency === currency)?.available ?? 0;
  return [
    { id: mainWallet, currency, balance: Math.max(0, available) },
    ...accounts.map((account) => ({ id: account.provider_code, currency: account.currency, balance: account.balance })),
  ];
}

/**
 * The transfer machine wired for game accounts: the main wallet and every game account to choose
 * between, a PIN set through the PIN flow when there is none, and the request sent to the endpoint
 * the contract names for the pair (`transferKind`: wallet ⇄ provider, or provider → provider).
 * The game balances are read fresh on each load (the route's loader leaves them to the flow); a refusal
 * marks the main wallet stale too, so the machine's second read gets both fresh.
 */
export function transferLogic(queryClient: QueryClient) {
  return transferMachine.provide({
    actors: {
      pin: pinLogic(queryClient),
      loadTransferSetup: fromPromise<TransferSetup>(async () => {
        const [pin, wallet, accounts] = await Promise.all([
          queryClient.fetchQuery({ ...pinQuery(), staleTime: justLoaded }),
          queryClient.fetchQuery({ ...walletQuery(), staleTime: justLoaded }),
          // a money move reads the game balances fresh: first, after a PIN is set here, after a refusal (the
          // lobby may have read them moments ago; the query client's default would answer that copy)
          queryClient.fetchQuery({ ...gameAccountsQuery(), staleTime: 0 }),
        ]);
        return { hasPin: pin.has_pin, accounts: gameTransferAccounts(wallet, accounts) };
      }),
      submitTransfer: fromPromise(async ({ input }) => {
        try {
          return await (transferKind(input.from, input.to) === "internal_transfer"
            ? internalTransfer(input)
            : transfer(input));
        } catch (error) {
          refreshGameMoney(queryClient);
          throw error;
        }
      }),
    },
    actions: { refreshBalances: () => refreshGameMoney(queryClient) },
  });
}

export function useTransferFlow() {
  const queryClient = useQueryClient();
  const logic = useMemo(() => transferLogic(queryClient), [queryClient]);
  return useFlow(logic);
}
