import { useLingui } from "@lingui/react/macro";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, type ErrorComponentProps, Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { ApiError } from "../../../api/client.ts";
import { formatMoney } from "../../../api/contract/money.ts";
import { transactionQuery } from "../../../api/wallet.ts";
import { refreshMoney } from "../../../flows/money.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { RouteError } from "../../../ui/route-error.tsx";
import { ScreenPending } from "../../../ui/screen-pending.tsx";
import { TransactionDetails } from "./-components/transaction-details.tsx";

export const Route = createFileRoute("/_signedIn/transaction/result")({
  validateSearch: (search: Record<string, unknown>) => ({ id: typeof search.id === "string" ? search.id : "" }),
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: async ({ context, deps: { id } }) => {
    if (id !== "") await context.queryClient.ensureQueryData(transactionQuery(id));
  },
  pendingComponent: ResultPending,
  errorComponent: ResultFailed,
  component: ResultScreen,
});

function ResultPending() {
  const { t } = useLingui();
  return <ScreenPending title={t`Payment result`} rows={2} />;
}

/** The transaction could not be read: the screen says so; anything else is the app's error page. */
function ResultFailed(props: ErrorComponentProps) {
  const { t } = useLingui();
  if (!(props.error instanceof ApiError)) return <RouteError {...props} />;
  return (
    <main className="screen">
      <PageHeader title={t`Payment result`} />
      <EmptyState title={t`Transaction not found`} />
    </main>
  );
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
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(transactionQuery(id));
  // the payment page moved the money (or did not): balances and lists are read again with each new answer
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer about the transaction is the trigger
  useEffect(() => {
    refreshMoney(queryClient);
  }, [data, queryClient]);
  const amount = formatMoney(data.net_amount, data.currency, i18n.locale);
  const headline =
    data.status === "approved" || data.status === "settled"
      ? t`Payment successful: ${amount} added to your wallet`
      : data.status === "pending"
        ? t`Payment received and waiting for confirmation`
        : t`Payment failed: no money was taken from your wallet`;
  return (
    <>
      <p className="card" role="status">
        {headline}
      </p>
      <TransactionDetails transaction={data} />
      <div className="actions">
        <Link to="/wallet" className="button button--primary">
          <span>{t`Back to wallet`}</span>
        </Link>
        <Link to="/transaction" className="button button--secondary">
          <span>{t`All transactions`}</span>
        </Link>
      </div>
    </>
  );
}
