import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { cancelTransaction, transactionQuery } from "../../../api/wallet.ts";
import { refreshMoney } from "../../../flows/money.ts";
import { Button } from "../../../ui/button.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { SkeletonList } from "../../../ui/skeleton-list.tsx";
import { TransactionDetails } from "./-components/transaction-details.tsx";

export const Route = createFileRoute("/_signedIn/transaction/$id")({
  component: TransactionScreen,
});

function TransactionScreen() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const queryClient = useQueryClient();
  const transaction = useQuery(transactionQuery(id));
  const cancel = useMutation({ mutationFn: () => cancelTransaction(id), onSuccess: () => refreshMoney(queryClient) });
  const data = transaction.data;
  return (
    <main className="screen">
      <PageHeader title={t`Transaction`} />
      {data ? (
        <>
          <TransactionDetails transaction={data} />
          {data.type === "deposit" &&
          data.status === "pending" &&
          data.channel === "bank_transfer" &&
          !data.receipt_url ? (
            <Link to="/submit_payment" search={{ id: data._id }} className="button button--primary">
              <span>{t`Upload receipt`}</span>
            </Link>
          ) : null}
          {data.type === "deposit" && data.status === "pending" ? (
            <Button variant="secondary" busy={cancel.isPending} onClick={() => cancel.mutate()}>
              {t`Cancel deposit`}
            </Button>
          ) : null}
        </>
      ) : transaction.isError ? (
        <EmptyState
          title={t`Transaction not found`}
          action={<Link to="/transaction" className="link">{t`All transactions`}</Link>}
        />
      ) : (
        <SkeletonList rows={2} />
      )}
    </main>
  );
}
