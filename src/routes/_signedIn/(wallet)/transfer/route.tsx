import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { PageSkeleton } from "../../../../ui/page-skeleton.tsx";
import { loadTransferScreen } from "./-components/transfer-loader.ts";
import { TransferScreen } from "./-components/transfer-screen.tsx";

/** /transfer: any of the player's accounts (main wallet, every game account) to any other. */
export const Route = createFileRoute("/_signedIn/(wallet)/transfer")({
  validateSearch: (search: Record<string, unknown>) => ({
    from: typeof search.from === "string" ? search.from : undefined,
    to: typeof search.to === "string" ? search.to : undefined,
  }),
  loader: ({ context: { queryClient } }) => loadTransferScreen(queryClient),
  pendingComponent: TransferPending,
  component: Transfer,
});

function TransferPending() {
  const { t } = useLingui();
  return <PageSkeleton title={t`Transfer`} />;
}

function Transfer() {
  const { t } = useLingui();
  const { from, to } = Route.useSearch();
  return <TransferScreen title={t`Transfer`} mode="any" preset={{ from, to }} />;
}
