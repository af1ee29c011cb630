import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import type { Transaction } from "../../api/contract/wallet.ts";
import { depositOptionsQuery, transactionQuery } from "../../api/wallet.ts";
import { useDepositFlow } from "../../flows/deposit.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { SkeletonList } from "../../ui/skeleton-list.tsx";
import { ReceiptForm } from "./deposit/-components/receipt-form.tsx";

export const Route = createFileRoute("/_signedIn/submit_payment")({
  validateSearch: (search: Record<string, unknown>) => ({ id: typeof search.id === "string" ? search.id : "" }),
  component: SubmitPaymentScreen,
});

/** The receipt of a pending bank transfer, uploaded later (from the transaction screen). */
function SubmitPaymentScreen() {
  const { t } = useLingui();
  const { id } = Route.useSearch();
  const transaction = useQuery({ ...transactionQuery(id), enabled: id !== "" });
  return (
    <main className="screen">
      <PageHeader title={t`Submit payment`} />
      {transaction.data ? (
        <ReceiptFlow transaction={transaction.data} />
      ) : id === "" || transaction.isError ? (
        <EmptyState title={t`Transaction not found`} />
      ) : (
        <SkeletonList rows={2} />
      )}
    </main>
  );
}

function ReceiptFlow({ transaction }: { transaction: Transaction }) {
  const { t } = useLingui();
  const options = useQuery(depositOptionsQuery());
  const [snapshot, send] = useDepositFlow({ channel: "bank_transfer", transaction });
  if (snapshot.matches("submitted") || transaction.receipt_url || transaction.status !== "pending") {
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
      transaction={snapshot.context.transaction ?? transaction}
      tenantBank={options.data?.tenant_bank ?? null}
      busy={snapshot.matches("uploading")}
      error={snapshot.context.error}
      onUpload={(file) => send({ type: "deposit.uploadReceipt", file })}
    />
  );
}
