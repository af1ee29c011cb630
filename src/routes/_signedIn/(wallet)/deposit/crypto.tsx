import { createFileRoute } from "@tanstack/react-router";
import { depositOptionsQuery } from "../../../../api/wallet.ts";
import { CryptoAddressCard } from "./-components/crypto-address-card.tsx";
import { DepositPending } from "./-components/deposit-pending.tsx";
import { DepositLoadFailed, DepositScreen } from "./-components/deposit-screen.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/deposit/crypto")({
  loader: ({ context }) => context.queryClient.ensureQueryData(depositOptionsQuery()),
  pendingComponent: DepositPending,
  errorComponent: DepositLoadFailed,
  component: CryptoDeposit,
});

/** USDT on TRC20: the tenant's address with its QR code (the QR encoder loads with this screen only). */
function CryptoDeposit() {
  return <DepositScreen channel="crypto" intro={(options) => <CryptoAddressCard crypto={options.crypto} />} />;
}
