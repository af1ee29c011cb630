import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { bankAccountsQuery } from "../../../api/wallet.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { SkeletonList } from "../../../ui/skeleton-list.tsx";
import { BankAccountForm } from "./-components/bank-account-form.tsx";

export const Route = createFileRoute("/_signedIn/bank_account/edit/$bankAccountId")({
  component: EditBankAccountScreen,
});

function EditBankAccountScreen() {
  const { t } = useLingui();
  const { bankAccountId } = Route.useParams();
  const navigate = useNavigate();
  const accounts = useQuery(bankAccountsQuery());
  const account = accounts.data?.find((item) => item._id === bankAccountId);
  return (
    <main className="screen">
      <PageHeader title={t`Edit bank account`} />
      {account ? (
        <BankAccountForm account={account} onSaved={() => void navigate({ to: "/bank_account", replace: true })} />
      ) : accounts.isPending ? (
        <SkeletonList rows={3} />
      ) : (
        <EmptyState title={t`Bank account not found`} />
      )}
    </main>
  );
}
