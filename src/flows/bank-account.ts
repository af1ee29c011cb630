import { msg } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { fromPromise, type InputFrom } from "xstate";
import { bankAccountMachine } from "../../machines/bank-account.machine.ts";
import { createBankAccount, updateBankAccount, walletKeys } from "../api/wallet.ts";
import { i18n } from "../i18n/i18n.ts";
import { notify } from "../ui/notifications.tsx";
import { useFlow } from "./use-flow.ts";

/**
 * The bank-account machine wired to the player API; the bank-account lists and the withdraw preconditions
 * refresh, and a toast confirms the saved account.
 */
export function bankAccountLogic(queryClient: QueryClient) {
  return bankAccountMachine.provide({
    actors: {
      saveBankAccount: fromPromise(({ input }) =>
        input.id ? updateBankAccount(input.id, input.body) : createBankAccount(input.body),
      ),
    },
    actions: {
      refreshBankAccounts: () => {
        void queryClient.invalidateQueries({ queryKey: walletKeys.bankAccounts() });
        void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawInfo() });
      },
      announceSaved: (_, { changed }) =>
        notify("success", i18n._(changed ? msg`Bank account updated` : msg`Bank account added`)),
    },
  });
}

/** Adding a bank account (no `account`) or changing one, on a screen of its own. */
export function useBankAccountFlow(input: InputFrom<typeof bankAccountMachine>) {
  const queryClient = useQueryClient();
  const logic = useMemo(() => bankAccountLogic(queryClient), [queryClient]);
  return useFlow(logic, { input });
}
