import { createFileRoute } from "@tanstack/react-router";
import { depositOptionsQuery } from "../../../../api/wallet.ts";
import { DepositPending } from "./-components/deposit-pending.tsx";
import { DepositLoadFailed, DepositScreen } from "./-components/deposit-screen.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/deposit/e_wallet")({
  loader: ({ context }) => context.queryClient.ensureQueryData(depositOptionsQuery()),
  pendingComponent: DepositPending,
  errorComponent: DepositLoadFailed,
  component: () => <DepositScreen channel="e_wallet" />,
});
