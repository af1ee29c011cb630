import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import { ApiError } from "../../../../api/client.ts";
import { catalogueQuery, gameAccountQuery } from "../../../../api/games.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RouteError } from "../../../../ui/route-error.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { GameAccountCard } from "./-components/game-account-card.tsx";

/** /game_account/{providerCode}: the player's account at one game provider and what can be done with it. */
export const Route = createFileRoute("/_signedIn/(games)/game_account/$providerCode")({
  loader: async ({ context: { queryClient }, params: { providerCode } }) => {
    await Promise.all([
      queryClient.ensureQueryData(gameAccountQuery(providerCode)),
      queryClient.ensureQueryData(catalogueQuery()),
    ]);
  },
  staticData: { title: msg`Game account`, pendingRows: 3 },
  pendingComponent: RoutePending,
  errorComponent: GameAccountFailed,
  component: GameAccountScreen,
});

/** A provider the tenant does not have: said under the screen's title; anything else is the error page. */
function GameAccountFailed(props: ErrorComponentProps) {
  const { t } = useLingui();
  if (!(props.error instanceof ApiError) || props.error.status !== 404) return <RouteError {...props} />;
  return (
    <main className="screen">
      <PageHeader title={t`Game account`} />
      <EmptyState title={t`Game provider not found`} />
    </main>
  );
}

function GameAccountScreen() {
  const { t } = useLingui();
  const { providerCode } = Route.useParams();
  const account = useQuery(gameAccountQuery(providerCode));
  const catalogue = useQuery(catalogueQuery());
  const provider = catalogue.data?.providers.find((item) => item.code === providerCode);
  return (
    <main className="screen">
      <PageHeader title={provider?.name ?? t`Game account`} />
      {account.data ? (
        <GameAccountCard account={account.data} provider={provider} />
      ) : (
        <EmptyState title={t`Game provider not found`} />
      )}
    </main>
  );
}
