import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { fromPromise, type InputFrom } from "xstate";
import { depositMachine } from "../../machines/deposit.machine.ts";
import { toApiError } from "../api/client.ts";
import { responsibleKeys } from "../api/responsible.ts";
import { createDeposit, uploadReceipt } from "../api/wallet.ts";
import { refreshMoney } from "./money.ts";
import { useFlow } from "./use-flow.ts";

/**
 * The deposit machine wired to the player API, the payment page and the money queries. A deposit counts against the
 * player's deposit limits, so what is left of them is read again after one, and after a refusal for passing one.
 */
export function depositLogic(queryClient: QueryClient) {
  const refreshLimits = () => void queryClient.invalidateQueries({ queryKey: responsibleKeys.all });
  return depositMachine.provide({
    actors: {
      createDeposit: fromPromise(({ input }) =>
        createDeposit(input).catch((error: unknown) => {
          if (toApiError(error).messageKey === "This deposit would pass your deposit limit") refreshLimits();
          throw error;
        }),
      ),
      uploadReceipt: fromPromise(({ input }) => uploadReceipt(input.id, input.file)),
    },
    actions: {
      openPaymentPage: (_, { url }) => window.location.assign(url),
      refreshWallet: () => {
        refreshMoney(queryClient);
        refreshLimits();
      },
    },
  });
}

/** A deposit through one channel, or (with a pending transaction, from /submit_payment) its receipt. */
export function useDepositFlow(input: InputFrom<typeof depositMachine>) {
  const queryClient = useQueryClient();
  const logic = useMemo(() => depositLogic(queryClient), [queryClient]);
  return useFlow(logic, { input });
}
