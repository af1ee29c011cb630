import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { selectIsSaved } from "../../../../machines/bank-account.selectors.ts";
import type { BankAccount } from "../../../api/contract/wallet.ts";
import { bankAccountsQuery } from "../../../api/wallet.ts";
import { useBankAccountFlow } from "../../../flows/bank-account.ts";
import { BankAccountForm } from "../../../flows/bank-account-form.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { SkeletonList } from "../../../ui/skeleton-list.tsx";

export const Route = createFileRoute("/_signedIn/bank_account/edit/$bankAccountId")({
  component: EditBankAccountScreen,
});

function EditBankAccountScreen() {
  const { t } = useLingui();
  const { bankAccountId } = Route.useParams();
  const accounts = useQuery(bankAccountsQuery());
  const account = accounts.data?.find((item) => item._id === bankAccountId);
  return (
    <main className="screen">
      <PageHeader title={t`Edit bank account`} />
      {account ? (
        <EditBankAccount account={account} />
      ) : accounts.isPending ? (
        <SkeletonList rows={3} />
      ) : (
        <EmptyState title={t`Bank account not found`} />
      )}
    </main>
  );
}

function EditBankAccount({ account }: { account: BankAccount }) {
  const [snapshot, , flow] = useBankAccountFlow({ account });
  const saved = selectIsSaved(snapshot);
  const navigate = useNavigate();
  useEffect(() => {
    if (saved) void navigate({ to: "/bank_account", replace: true });
  }, [saved, navigate]);
  return <BankAccountForm flow={flow} />;
}
