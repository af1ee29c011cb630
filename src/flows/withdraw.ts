import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import { withdrawMachine } from "../../machines/withdraw.machine.ts";
import { createWithdraw, getWithdrawInfo } from "../api/wallet.ts";
import { refreshMoney } from "./money.ts";
import { useFlow } from "./use-flow.ts";

/** The withdraw machine wired to the player API and the money queries. */
export function useWithdrawFlow() {
  const queryClient = useQueryClient();
  const logic = useMemo(
    () =>
      withdrawMachine.provide({
        actors: {
          loadWithdrawInfo: fromPromise(() => getWithdrawInfo()),
          createWithdraw: fromPromise(({ input }) => createWithdraw(input)),
        },
        actions: { refreshWallet: () => refreshMoney(queryClient) },
      }),
    [queryClient],
  );
  return useFlow(logic);
}
