import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, type ErrorComponentProps, Link } from "@tanstack/react-router";
import { ApiError } from "../../../api/client.ts";
import { awaitsReceipt } from "../../../api/contract/wallet.ts";
import { cancelTransaction, transactionQuery } from "../../../api/wallet.ts";
import { refreshMoney } from "../../../flows/money.ts";
import { Button } from "../../../ui/button.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { RouteError } from "../../../ui/route-error.tsx";
import { ScreenPending } from "../../../ui/screen-pending.tsx";
import { TransactionDetails } from "./-components/transaction-details.tsx";

export const Route = createFileRoute("/_signedIn/transaction/$id")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(transactionQuery(params.id)),
  pendingComponent: TransactionPending,
  errorComponent: TransactionFailed,
  component: TransactionScreen,
});

function TransactionPending() {
  const { t } = useLingui();
  return <ScreenPending title={t`Transaction`} rows={2} />;
}

/** The transaction could not be read (unknown id, not the player's, offline): the screen says so; anything else is the app's error page. */
function TransactionFailed(props: ErrorComponentProps) {
  const { t } = useLingui();
  if (!(props.error instanceof ApiError)) return <RouteError {...props} />;
  return (
    <main className="screen">
      <PageHeader title={t`Transaction`} />
      <EmptyState
        title={t`Transaction not found`}
        action={<Link to="/transaction" className="link">{t`All transactions`}</Link>}
      />
    </main>
  );
}

function TransactionScreen() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(transactionQuery(id));
  const cancel = useMutation({ mutationFn: () => cancelTransaction(id), onSuccess: () => refreshMoney(queryClient) });
  return (
    <main className="screen">
      <PageHeader title={t`Transaction`} />
      <TransactionDetails transaction={data} />
      {awaitsReceipt(data) ? (
        <Link to="/submit_payment" search={{ id: data._id }} className="button button--primary">
          <span>{t`Upload receipt`}</span>
        </Link>
      ) : null}
      {data.type === "deposit" && data.status === "pending" ? (
        <Button variant="secondary" busy={cancel.isPending} onClick={() => cancel.mutate()}>
          {t`Cancel deposit`}
        </Button>
      ) : null}
    </main>
  );
}
