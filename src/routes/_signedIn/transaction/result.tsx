import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { formatMoney } from "../../../api/contract/money.ts";
import { transactionQuery } from "../../../api/wallet.ts";
import { refreshMoney } from "../../../flows/money.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { SkeletonList } from "../../../ui/skeleton-list.tsx";
import { TransactionDetails } from "./-components/transaction-details.tsx";

export const Route = createFileRoute("/_signedIn/transaction/result")({
  validateSearch: (search: Record<string, unknown>) => ({ id: typeof search.id === "string" ? search.id : "" }),
  component: ResultScreen,
});

/** Where the payment page sends the player back: what happened to the money and what happens next. */
function ResultScreen() {
  const { t, i18n } = useLingui();
  const { id } = Route.useSearch();
  const queryClient = useQueryClient();
  const transaction = useQuery({ ...transactionQuery(id), enabled: id !== "" });
  useEffect(() => {
    if (transaction.data) refreshMoney(queryClient);
  }, [transaction.data, queryClient]);
  const data = transaction.data;
  const amount = data ? formatMoney(data.net_amount, data.currency, i18n.locale) : "";
  const headline = !data
    ? ""
    : data.status === "approved" || data.status === "settled"
      ? t`Payment successful: ${amount} added to your wallet`
      : data.status === "pending"
        ? t`Payment received and waiting for confirmation`
        : t`Payment failed: no money was taken from your wallet`;
  return (
    <main className="screen">
      <PageHeader title={t`Payment result`} />
      {data ? (
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
      ) : id === "" || transaction.isError ? (
        <EmptyState title={t`Transaction not found`} />
      ) : (
        <SkeletonList rows={2} />
      )}
    </main>
  );
}
