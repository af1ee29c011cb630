import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import { depositMachine } from "../../machines/deposit.machine.ts";
import { createDeposit, uploadReceipt } from "../api/wallet.ts";
import { refreshMoney } from "./money.ts";

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

/** depositLogic for this component's query client (new deposits and /submit_payment share it). */
export function useDepositLogic() {
  const queryClient = useQueryClient();
  return useMemo(() => depositLogic(queryClient), [queryClient]);
}
