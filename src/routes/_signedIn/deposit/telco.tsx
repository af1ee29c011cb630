import { createFileRoute } from "@tanstack/react-router";
import { DepositScreen } from "./-components/deposit-screen.tsx";

export const Route = createFileRoute("/_signedIn/deposit/telco")({
  component: () => <DepositScreen channel="telco" />,
});
