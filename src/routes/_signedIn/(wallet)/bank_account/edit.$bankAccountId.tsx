import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { selectIsSaved } from "../../../../../machines/bank-account.selectors.ts";
import type { BankAccount } from "../../../../api/contract/wallet.ts";
import { bankAccountsQuery, bankListQuery } from "../../../../api/wallet.ts";
import { useBankAccountFlow } from "../../../../flows/bank-account.ts";
import { BankAccountForm } from "../../../../flows/bank-account-form.tsx";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/bank_account/edit/$bankAccountId")({
  // the banks load with the account, so the saved bank is selected from the first frame
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(bankAccountsQuery()),
      context.queryClient.ensureQueryData(bankListQuery()),
    ]),
  staticData: { title: msg`Edit bank account`, pendingRows: 3 },
  pendingComponent: RoutePending,
  component: EditBankAccountScreen,
});

function EditBankAccountScreen() {
  const { t } = useLingui();
  const { bankAccountId } = Route.useParams();
  const accounts = useSuspenseQuery(bankAccountsQuery());
  const account = accounts.data.find((item) => item._id === bankAccountId);
  return (
    <main className="screen">
      <PageHeader title={t`Edit bank account`} />
      {account ? <EditBankAccount account={account} /> : <EmptyState title={t`Bank account not found`} />}
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
