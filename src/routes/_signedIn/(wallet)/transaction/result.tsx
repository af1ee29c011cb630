import { msg } from "@lingui/core/macro";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { transactionQuery } from "../../../../api/wallet.ts";
import { refreshMoney } from "../../../../flows/money.ts";
import { RoutePending } from "../../-components/route-pending.tsx";
import { MoneyMoveResult } from "../-components/money-move-result.tsx";
import { loadTransactionById, TransactionByIdScreen, transactionIdSearch } from "../-components/transaction-by-id.tsx";
import { TransactionLoadFailed } from "../-components/transaction-load-failed.tsx";
import { TransactionDetails } from "./-components/transaction-details.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/transaction/result")({
  validateSearch: transactionIdSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context: { queryClient }, deps: { id } }) => loadTransactionById(queryClient, id),
  staticData: { title: msg`Payment result`, pendingRows: 2 },
  pendingComponent: RoutePending,
  errorComponent: TransactionLoadFailed,
  component: ResultScreen,
});

/** Where the payment page sends the player back: what happened to the money and what happens next. */
function ResultScreen() {
  const { id } = Route.useLoaderDeps();
  return <TransactionByIdScreen id={id}>{(id) => <PaymentResult id={id} />}</TransactionByIdScreen>;
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
