import { createFileRoute } from "@tanstack/react-router";
import { DepositScreen } from "./-components/deposit-screen.tsx";

export const Route = createFileRoute("/_signedIn/deposit/e_wallet")({
  component: () => <DepositScreen channel="e_wallet" />,
});
