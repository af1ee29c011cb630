import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link, notFound } from "@tanstack/react-router";
import { selectUser } from "../../../../../../machines/session.selectors.ts";
import { catalogueQuery, gameAccountQuery } from "../../../../../api/games.ts";
import { SessionContext } from "../../../../../flows/session.tsx";
import { gameArtSize } from "../../../../../ui/game-card.tsx";
import { useCategoryName, useTagName } from "../../../../../ui/game-category.ts";
import { Money } from "../../../../../ui/money.tsx";
import { PageHeader } from "../../../../../ui/page-header.tsx";
import { SafeImage } from "../../../../../ui/safe-image.tsx";
import { StickyActions } from "../../../../../ui/sticky-actions.tsx";
import { RoutePending } from "../../../-components/route-pending.tsx";
import { gameById, loadCatalogue, prefetchGameAccounts, providerByCode } from "../../-components/catalogue-loaders.ts";
import { needsTransferIn } from "../../-components/lobby-catalogue.ts";
import { MaintenanceNotice } from "../../-components/maintenance-notice.tsx";
import { ProviderAccountCard } from "../../-components/provider-account-card.tsx";
import { useScreenExists } from "../../-components/use-screen-exists.ts";

export const Route = createFileRoute("/_signedIn/(games)/games/detail/$gameId")({
  // the loader loads with the screen, not with the route tree (the first screen has a budget)
  codeSplitGroupings: [["loader", "component"]],
  loader: async ({ context, params }) => {
    // a game of the tenant's catalogue; any other id shows the not-found screen
    const catalogue = await loadCatalogue(context.queryClient);
    const game = gameById(catalogue, params.gameId);
    if (!game) throw notFound();
    prefetchGameAccounts(context.queryClient, game.provider_code);
  },
  // the lobby's sub-screens wait under one title while their code or the catalogue loads
  staticData: { title: msg`Games`, pendingRows: 3 },
  pendingComponent: RoutePending,
  component: GameDetailScreen,
});

function GameDetailScreen() {
  const { t } = useLingui();
  const categoryName = useCategoryName();
  const tagName = useTagName();
  const { gameId } = Route.useParams();
  const { data: catalogue } = useSuspenseQuery(catalogueQuery());
  const user = SessionContext.useSelector(selectUser);
  const game = gameById(catalogue, gameId);
  const provider = game ? providerByCode(catalogue, game.provider_code) : undefined;
  const account = useQuery({ ...gameAccountQuery(game?.provider_code ?? ""), enabled: Boolean(game) });
  const transferScreen = useScreenExists("/games/transfer");
  // the loader let only a game of the catalogue through
  if (!game || !provider) return null;
  const currency = account.data?.currency ?? (user?.currency === "USDT" ? "USDT" : "MYR");
  const short = account.data ? needsTransferIn(account.data.balance, game) : false;
  return (
    <main className="screen lobby-screen game-detail">
      <PageHeader title={game.name} />
      <div className="game-detail__art lazy-image">
        <SafeImage src={game.image} alt="" {...gameArtSize} decoding="async" fetchPriority="high" />
      </div>
      <dl className="card info-list info-list--wrap">
        <div>
          <dt>{t`Provider`}</dt>
          <dd>
            <Link to="/games/$providerCode" params={{ providerCode: provider.code }} className="link">
              {provider.name}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t`Type`}</dt>
          <dd>
            <Link to="/game/$gameType" params={{ gameType: game.type }} className="link">
              {categoryName(game.type)}
            </Link>
          </dd>
        </div>
        {game.tags.length > 0 ? (
          <div>
            <dt>{t`Tags`}</dt>
            <dd className="game-detail__tags">
              {game.tags.map((tag) => (
                <span key={tag} className={`game-tag game-tag--${tag}`}>
                  {tagName(tag)}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t`Minimum bet`}</dt>
          <dd>
            <Money value={game.min_bet} currency={currency} />
          </dd>
        </div>
      </dl>
      <MaintenanceNotice provider={provider} />
      <ProviderAccountCard provider={provider} compact />
      {short && !provider.maintenance ? (
        <p className="game-detail__short">{t`Your balance is below the minimum bet.`}</p>
      ) : null}
      <StickyActions className="game-detail__actions">
        {provider.maintenance ? null : (
          <Link to="/play_game" search={{ game: game._id }} className="button button--primary button--block">
            <span>{t`Play`}</span>
          </Link>
        )}
        {short && transferScreen && !provider.maintenance ? (
          <Link
            // the screen is in the route tree (checked above); its search names the provider
            to={"/games/transfer" as "/"}
            search={{ provider: provider.code } as never}
            className="button button--secondary button--block"
          >
            <span>{t`Transfer in`}</span>
          </Link>
        ) : null}
      </StickyActions>
    </main>
  );
}
