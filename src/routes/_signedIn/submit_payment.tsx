import { useLingui } from "@lingui/react/macro";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, type ErrorComponentProps, Link } from "@tanstack/react-router";
import {
  selectError,
  selectIsBusy,
  selectIsSubmitted,
  selectTransaction,
} from "../../../machines/deposit.selectors.ts";
import { ApiError } from "../../api/client.ts";
import type { Transaction } from "../../api/contract/wallet.ts";
import { depositOptionsQuery, transactionQuery } from "../../api/wallet.ts";
import { useDepositFlow } from "../../flows/deposit.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { RouteError } from "../../ui/route-error.tsx";
import { ScreenPending } from "../../ui/screen-pending.tsx";
import { ReceiptForm } from "./deposit/-components/receipt-form.tsx";

export const Route = createFileRoute("/_signedIn/submit_payment")({
  validateSearch: (search: Record<string, unknown>) => ({ id: typeof search.id === "string" ? search.id : "" }),
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    if (id === "") return;
    await Promise.all([
      queryClient.ensureQueryData(transactionQuery(id)),
      // only for the tenant's bank beside the form: the form works without it (the failure is alerted)
      queryClient.ensureQueryData(depositOptionsQuery()).catch(() => undefined),
    ]);
  },
  pendingComponent: SubmitPaymentPending,
  errorComponent: SubmitPaymentFailed,
  component: SubmitPaymentScreen,
});

function SubmitPaymentPending() {
  const { t } = useLingui();
  return <ScreenPending title={t`Submit payment`} rows={2} />;
}

/** The transaction could not be read: the screen says so; anything else is the app's error page. */
function SubmitPaymentFailed(props: ErrorComponentProps) {
  const { t } = useLingui();
  if (!(props.error instanceof ApiError)) return <RouteError {...props} />;
  return (
    <main className="screen">
      <PageHeader title={t`Submit payment`} />
      <EmptyState title={t`Transaction not found`} />
    </main>
  );
}

/** The receipt of a pending bank transfer, uploaded later (from the transaction screen). */
function SubmitPaymentScreen() {
  const { t } = useLingui();
  const { id } = Route.useLoaderDeps();
  return (
    <main className="screen">
      <PageHeader title={t`Submit payment`} />
      {id === "" ? <EmptyState title={t`Transaction not found`} /> : <PendingTransaction id={id} />}
    </main>
  );
}

function PendingTransaction({ id }: { id: string }) {
  const { data } = useSuspenseQuery(transactionQuery(id));
  return <ReceiptFlow transaction={data} />;
}

function ReceiptFlow({ transaction }: { transaction: Transaction }) {
  const { t } = useLingui();
  // the loader tried once for this visit; a failure is not tried again on mount
  const options = useQuery({ ...depositOptionsQuery(), retryOnMount: false });
  const [snapshot, send] = useDepositFlow({ channel: "bank_transfer", transaction });
  if (selectIsSubmitted(snapshot) || transaction.receipt_url || transaction.status !== "pending") {
    return (
      <section className="card stack" role="status">
        <p>{t`Your receipt is in. The deposit is pending review; your balance rises as soon as it is approved.`}</p>
        <Link to="/transaction/$id" params={{ id: transaction._id }} className="button button--primary">
          <span>{t`View transaction`}</span>
        </Link>
      </section>
    );
  }
  return (
    <ReceiptForm
      transaction={selectTransaction(snapshot) ?? transaction}
      tenantBank={options.data?.tenant_bank ?? null}
      busy={selectIsBusy(snapshot)}
      error={selectError(snapshot)}
      onUpload={(file) => send({ type: "deposit.uploadReceipt", file })}
    />
  );
}
