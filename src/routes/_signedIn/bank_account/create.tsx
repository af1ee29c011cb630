import { useLingui } from "@lingui/react/macro";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { PageHeader } from "../../../ui/page-header.tsx";
import { BankAccountForm } from "./-components/bank-account-form.tsx";

export const Route = createFileRoute("/_signedIn/bank_account/create")({
  validateSearch: (search: Record<string, unknown>): { next?: "withdraw" } =>
    search.next === "withdraw" ? { next: "withdraw" } : {},
  component: CreateBankAccountScreen,
});

function CreateBankAccountScreen() {
  const { t } = useLingui();
  const { next } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <main className="screen">
      <PageHeader title={t`Add bank account`} />
      <BankAccountForm
        onSaved={() => void navigate({ to: next === "withdraw" ? "/withdraw" : "/bank_account", replace: true })}
      />
    </main>
  );
}
