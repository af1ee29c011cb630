import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import {
  selectError,
  selectIsBusy,
  selectIsSubmitted,
  selectTransaction,
} from "../../../../machines/deposit.selectors.ts";
import type { Transaction } from "../../../api/contract/wallet.ts";
import { depositOptionsQuery, transactionQuery } from "../../../api/wallet.ts";
import { useDepositFlow } from "../../../flows/deposit.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { RoutePending } from "../-components/route-pending.tsx";
import { MoneyMoveResult } from "./-components/money-move-result.tsx";
import { needsReceipt } from "./-components/move-outcome.ts";
import { TransactionLoadFailed } from "./-components/transaction-load-failed.tsx";
import { ReceiptForm } from "./deposit/-components/receipt-form.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/submit_payment")({
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
  staticData: { title: msg`Submit payment`, pendingRows: 2 },
  pendingComponent: RoutePending,
  errorComponent: SubmitPaymentFailed,
  component: SubmitPaymentScreen,
});

/** The transaction could not be read: the screen says so under its own title. */
function SubmitPaymentFailed(props: ErrorComponentProps) {
  const { t } = useLingui();
  return <TransactionLoadFailed {...props} title={t`Submit payment`} />;
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
  const current = selectTransaction(snapshot) ?? transaction;
  if (selectIsSubmitted(snapshot) || !needsReceipt(current)) {
    // the receipt is in (now or before), or there is none to send (another channel, no longer pending)
    const receiptIn = current.status === "pending" && current.receipt_url !== null;
    return (
      <MoneyMoveResult
        title={receiptIn ? t`Receipt received` : undefined}
        text={
          receiptIn
            ? t`Your receipt is in. The deposit is pending review; your balance rises as soon as it is approved.`
            : undefined
        }
        transaction={current}
      />
    );
  }
  return (
    <ReceiptForm
      transaction={current}
      tenantBank={options.data?.tenant_bank ?? null}
      busy={selectIsBusy(snapshot)}
      error={selectError(snapshot)}
      onUpload={(file) => send({ type: "deposit.uploadReceipt", file })}
    />
  );
}
