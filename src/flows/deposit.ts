import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { fromPromise, type InputFrom } from "xstate";
import { depositMachine } from "../../machines/deposit.machine.ts";
import { createDeposit, uploadReceipt } from "../api/wallet.ts";
import { refreshMoney } from "./money.ts";
import { useFlow } from "./use-flow.ts";

/** The deposit machine wired to the player API, the payment page and the money queries. */
export function depositLogic(queryClient: QueryClient) {
  return depositMachine.provide({
    actors: {
      createDeposit: fromPromise(({ input }) => createDeposit(input)),
      uploadReceipt: fromPromise(({ input }) => uploadReceipt(input.id, input.file)),
    },
    actions: {
      openPaymentPage: (_, { url }) => window.location.assign(url),
      refreshWallet: () => refreshMoney(queryClient),
    },
  });
}

/** A deposit through one channel, or (with a pending transaction, from /submit_payment) its receipt. */
export function useDepositFlow(input: InputFrom<typeof depositMachine>) {
  const queryClient = useQueryClient();
  const logic = useMemo(() => depositLogic(queryClient), [queryClient]);
  return useFlow(logic, { input });
}
