import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { depositOptionsQuery, transactionQuery } from "../../../../api/wallet.ts";
import { refreshMoney } from "../../../../flows/money.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { MoneyMoveResult } from "../-components/money-move-result.tsx";
import { TransactionLoadFailed } from "../-components/transaction-load-failed.tsx";
import { TransactionDetails } from "./-components/transaction-details.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/transaction/result")({
  validateSearch: (search: Record<string, unknown>) => ({ id: typeof search.id === "string" ? search.id : "" }),
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    if (id === "") return;
    await Promise.all([
      queryClient.ensureQueryData(transactionQuery(id)),
      // only to name the payment method (bank, e-wallet): the screen works without it
      queryClient.ensureQueryData(depositOptionsQuery()).catch(() => undefined),
    ]);
  },
  staticData: { title: msg`Payment result`, pendingRows: 2 },
  pendingComponent: RoutePending,
  errorComponent: ResultFailed,
  component: ResultScreen,
});

/** The transaction could not be read: the screen says so under its own title. */
function ResultFailed(props: ErrorComponentProps) {
  const { t } = useLingui();
  return <TransactionLoadFailed {...props} title={t`Payment result`} />;
}

/** Where the payment page sends the player back: what happened to the money and what happens next. */
function ResultScreen() {
  const { t } = useLingui();
  const { id } = Route.useLoaderDeps();
  return (
    <main className="screen">
      <PageHeader title={t`Payment result`} />
      {id === "" ? <EmptyState title={t`Transaction not found`} /> : <PaymentResult id={id} />}
    </main>
  );
}

function PaymentResult({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(transactionQuery(id));
  // the payment page moved the money (or did not): balances and lists are read again with each new answer
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer about the transaction is the trigger
  useEffect(() => {
    refreshMoney(queryClient);
  }, [data, queryClient]);
  // the words come from what really happened: "successful" only once approved, a transfer without its receipt waits for it
  return (
    <>
      <MoneyMoveResult transaction={data} />
      <TransactionDetails transaction={data} />
    </>
  );
}
