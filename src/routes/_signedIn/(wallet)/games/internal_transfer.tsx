import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { catalogueQuery } from "../../../../api/games.ts";
import { RoutePending } from "../../-components/route-pending.tsx";
import { loadTransferScreen } from "../transfer/-components/transfer-loader.ts";
import { TransferScreen } from "../transfer/-components/transfer-screen.tsx";

/** A provider code as given; one the catalogue does not have is not preset. */
const code = (value: unknown) => (typeof value === "string" ? value : undefined);

/** /games/internal_transfer: one game's balance straight to another's; games without it are named. */
export const Route = createFileRoute("/_signedIn/(wallet)/games/internal_transfer")({
  validateSearch: (search: Record<string, unknown>) => ({ from: code(search.from), to: code(search.to) }),
  loader: ({ context: { queryClient } }) => loadTransferScreen(queryClient),
  staticData: { title: msg`Game to game`, pendingRows: 3 },
  pendingComponent: RoutePending,
  component: InternalTransfer,
});

function InternalTransfer() {
  const { t, i18n } = useLingui();
  const { from, to } = Route.useSearch();
  const catalogue = useQuery(catalogueQuery());
  const without = (catalogue.data?.providers ?? []).filter((provider) => !provider.internal_transfer);
  const names = new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(
    without.map((provider) => provider.name),
  );
  return (
    <TransferScreen
      title={t`Game to game`}
      mode="internal"
      preset={{ from, to }}
      intro={
        without.length > 0 ? (
          <p className="advice transfer-intro">{t`Not offering transfers between games: ${names}. Move their balance through your main wallet.`}</p>
        ) : null
      }
    />
  );
}
