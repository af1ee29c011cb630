import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, type ErrorComponentProps, Link } from "@tanstack/react-router";
import { awaitsReceipt } from "../../../../api/contract/wallet.ts";
import { cancelTransaction, transactionQuery } from "../../../../api/wallet.ts";
import { LoadFailed } from "../../../../flows/load-failed.tsx";
import { refreshMoney } from "../../../../flows/money.ts";
import { Button } from "../../../../ui/button.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { TransactionDetails } from "./-components/transaction-details.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/transaction/$id")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(transactionQuery(params.id)),
  staticData: { title: msg`Transaction`, pendingRows: 2 },
  pendingComponent: RoutePending,
  errorComponent: TransactionFailed,
  component: TransactionScreen,
});

/** The transaction could not be read (unknown id, not the player's, offline): the screen says so; anything else is the app's error page. */
function TransactionFailed(props: ErrorComponentProps) {
  const { t } = useLingui();
  return (
    <LoadFailed
      {...props}
      title={t`Transaction`}
      message={() => t`Transaction not found`}
      action={
        <Link to="/transaction" className="link">
          {t`All transactions`}
        </Link>
      }
    />
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
