import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { RoutePending } from "../../-components/route-pending.tsx";
import { loadTransferScreen } from "./-components/transfer-loader.ts";
import { TransferScreen } from "./-components/transfer-screen.tsx";

/** /transfer: any of the player's accounts (main wallet, every game account) to any other. */
export const Route = createFileRoute("/_signedIn/(wallet)/transfer")({
  validateSearch: (search: Record<string, unknown>) => ({
    from: typeof search.from === "string" ? search.from : undefined,
    to: typeof search.to === "string" ? search.to : undefined,
  }),
  loader: ({ context: { queryClient } }) => loadTransferScreen(queryClient),
  staticData: { title: msg`Transfer`, pendingRows: 3 },
  pendingComponent: RoutePending,
  component: Transfer,
});

function Transfer() {
  const { t } = useLingui();
  const { from, to } = Route.useSearch();
  return <TransferScreen title={t`Transfer`} mode="any" preset={{ from, to }} />;
}
