import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import {
  selectError,
  selectIsBusy,
  selectIsSubmitted,
  selectTransaction,
} from "../../../../machines/deposit.selectors.ts";
import type { Transaction } from "../../../api/contract/wallet.ts";
import { depositOptionsQuery, transactionQuery } from "../../../api/wallet.ts";
import { useDepositFlow } from "../../../flows/deposit.ts";
import { RoutePending } from "../-components/route-pending.tsx";
import { MoneyMoveResult } from "./-components/money-move-result.tsx";
import { needsReceipt } from "./-components/move-outcome.ts";
import { loadTransactionById, TransactionByIdScreen, transactionIdSearch } from "./-components/transaction-by-id.tsx";
import { TransactionLoadFailed } from "./-components/transaction-load-failed.tsx";
import { ReceiptForm } from "./deposit/-components/receipt-form.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/submit_payment")({
  validateSearch: transactionIdSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context: { queryClient }, deps: { id } }) => loadTransactionById(queryClient, id),
  staticData: { title: msg`Submit payment`, pendingRows: 2 },
  pendingComponent: RoutePending,
  errorComponent: TransactionLoadFailed,
  component: SubmitPaymentScreen,
});

/** The receipt of a pending bank transfer, uploaded later (from the transaction screen). */
function SubmitPaymentScreen() {
  const { id } = Route.useLoaderDeps();
  return <TransactionByIdScreen id={id}>{(id) => <PendingTransaction id={id} />}</TransactionByIdScreen>;
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
