import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { mainWallet } from "../../../../api/contract/games.ts";
import { catalogueQuery } from "../../../../api/games.ts";
import { RoutePending } from "../../-components/route-pending.tsx";
import { loadTransferScreen } from "../transfer/-components/transfer-loader.ts";
import { TransferScreen } from "../transfer/-components/transfer-screen.tsx";

/** /games/transfer?provider=DRG&direction=in|out: the main wallet ⇄ one game. */
export const Route = createFileRoute("/_signedIn/(wallet)/games/transfer")({
  validateSearch: (search: Record<string, unknown>) => ({
    // a code the catalogue does not have falls back to the first game open for transfers
    provider: typeof search.provider === "string" ? search.provider : undefined,
    direction: search.direction === "out" ? ("out" as const) : search.direction === "in" ? ("in" as const) : undefined,
  }),
  loader: ({ context: { queryClient } }) => loadTransferScreen(queryClient),
  staticData: { title: msg`Game transfer`, pendingRows: 3 },
  pendingComponent: RoutePending,
  component: GameTransfer,
});

function GameTransfer() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const catalogue = useQuery(catalogueQuery());
  // without a game named (or one the catalogue does not have), the first one open for transfers
  const providers = catalogue.data?.providers ?? [];
  const provider =
    providers.find((item) => item.code === search.provider)?.code ??
    providers.find((item) => !item.maintenance)?.code ??
    catalogue.data?.providers[0]?.code;
  const preset = search.direction === "out" ? { from: provider, to: mainWallet } : { from: mainWallet, to: provider };
  return <TransferScreen title={t`Game transfer`} mode="wallet" preset={preset} />;
}
