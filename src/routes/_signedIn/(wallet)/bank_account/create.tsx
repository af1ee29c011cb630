import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { selectIsSaved } from "../../../../../machines/bank-account.selectors.ts";
import { bankListQuery } from "../../../../api/wallet.ts";
import { useBankAccountFlow } from "../../../../flows/bank-account.ts";
import { BankAccountForm } from "../../../../flows/bank-account-form.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/bank_account/create")({
  loader: ({ context }) => context.queryClient.ensureQueryData(bankListQuery()),
  staticData: { title: msg`Add bank account`, pendingRows: 3 },
  pendingComponent: RoutePending,
  component: CreateBankAccountScreen,
});

function CreateBankAccountScreen() {
  const { t } = useLingui();
  const [snapshot, , flow] = useBankAccountFlow({ account: null });
  const saved = selectIsSaved(snapshot);
  const navigate = useNavigate();
  useEffect(() => {
    if (saved) void navigate({ to: "/bank_account", replace: true });
  }, [saved, navigate]);
  return (
    <main className="screen">
      <PageHeader title={t`Add bank account`} />
      <BankAccountForm flow={flow} />
    </main>
  );
}
