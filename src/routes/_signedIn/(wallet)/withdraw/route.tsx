import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { bankAccountsQuery, bankListQuery, walletQuery, withdrawInfoQuery } from "../../../../api/wallet.ts";
import { RoutePending } from "../../-components/route-pending.tsx";
import { WithdrawScreen } from "./-components/withdraw-screen.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/withdraw")({
  loader: async ({ context: { queryClient } }) => {
    // The preconditions are the withdraw flow's first state: started here, not awaited, so the
    // flow's check joins this request and can show it (and its failure) as states of its own.
    void queryClient.prefetchQuery(withdrawInfoQuery());
    // the bank list is only for a player who adds an account here
    void queryClient.prefetchQuery(bankListQuery());
    await Promise.all([queryClient.ensureQueryData(walletQuery()), queryClient.ensureQueryData(bankAccountsQuery())]);
  },
  staticData: { title: msg`Withdraw`, pendingRows: 3 },
  pendingComponent: RoutePending,
  component: WithdrawScreen,
});
