import { createFileRoute } from "@tanstack/react-router";
import { depositOptionsQuery } from "../../../../api/wallet.ts";
import { DepositPending } from "./-components/deposit-pending.tsx";
import { DepositLoadFailed, DepositScreen } from "./-components/deposit-screen.tsx";
import { TenantBankCard } from "./-components/tenant-bank-card.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/deposit/bank_transfer")({
  loader: ({ context }) => context.queryClient.ensureQueryData(depositOptionsQuery()),
  pendingComponent: DepositPending,
  errorComponent: DepositLoadFailed,
  component: BankTransferDeposit,
});

/** A bank transfer: the tenant's account to transfer to, above the form. */
function BankTransferDeposit() {
  return <DepositScreen channel="bank_transfer" intro={(options) => <TenantBankCard bank={options.tenant_bank} />} />;
}
