import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import { withdrawMachine } from "../../machines/withdraw.machine.ts";
import { createWithdraw, withdrawInfoQuery } from "../api/wallet.ts";
import { bankAccountLogic } from "./bank-account.ts";
import { justLoaded } from "./just-loaded.ts";
import { refreshMoney } from "./money.ts";
import { pinLogic } from "./pin.ts";
import { useFlow } from "./use-flow.ts";

/**
 * The withdraw machine wired to the player API and the money queries, with its
 * preconditions (a bank account, a PIN) as the bank-account and PIN flows.
 */
export function withdrawLogic(queryClient: QueryClient) {
  return withdrawMachine.provide({
    actors: {
      bankAccount: bankAccountLogic(queryClient),
      pin: pinLogic(queryClient),
      loadWithdrawInfo: fromPromise(() => queryClient.fetchQuery({ ...withdrawInfoQuery(), staleTime: justLoaded })),
      createWithdraw: fromPromise(({ input }) => createWithdraw(input)),
    },
    actions: { refreshWallet: () => refreshMoney(queryClient) },
  });
}

export function useWithdrawFlow() {
  const queryClient = useQueryClient();
  const logic = useMemo(() => withdrawLogic(queryClient), [queryClient]);
  return useFlow(logic);
}
