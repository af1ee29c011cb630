import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useDeferredValue, useMemo, useState } from "react";
import type { Catalogue, GameCategory } from "../../../../api/contract/games.ts";
import { catalogueQuery, gameAccountsQuery } from "../../../../api/games.ts";
import { useFreshUser } from "../../../../flows/use-fresh-user.ts";
import { Button } from "../../../../ui/button.tsx";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { GameCards } from "../../../../ui/game-card.tsx";
import { useCategoryName } from "../../../../ui/game-category.ts";
import { ChevronRightIcon } from "../../../../ui/icons.tsx";
import { NavTiles } from "../../../../ui/nav-tiles.tsx";
import { useNavigation } from "../../../../ui/navigation.tsx";
import { ProviderGrid } from "../../../../ui/provider-tile.tsx";
import { AnnouncementMarquee } from "./announcement-marquee.tsx";
import { offeredCategory } from "./catalogue-loaders.ts";
import { categoryPicks, gamesTagged, providerNames, providersIn } from "./lobby-catalogue.ts";
import { CategoryTabs, categoryPanelId, categoryTabId } from "./lobby-category-tabs.tsx";
import { CatalogueSearchResults, SearchField } from "./lobby-search.tsx";
import { UserCard } from "./lobby-user-card.tsx";

/** How many games the lobby shows in each of its rows (a category's, hot, new). */
const rowLength = 12;

/**
 * The lobby (/home), laid out so that a phone's first screen (360×740) shows the games: a compact account card (the
 * balance, what sits in games), the quick actions in one row, a search of the whole catalogue, then the catalogue by
 * category (tabs, the chosen category's games in a row, its providers), the announcements' strip, then hot and new
 * games. The catalogue is one answer held in the query cache; everything here filters it in memory.
 */
export function LobbyScreen({
  category,
  onCategory,
}: {
  category: string | undefined;
  onCategory: (category: GameCategory) => void;
}) {
  const { t } = useLingui();
  const { user, query: fresh } = useFreshUser();
  const accounts = useQuery(gameAccountsQuery());
  const catalogue = useQuery(catalogueQuery());
  // The catalogue is drawn in a render of its own that React can pause (a transition): arriving with the network's
  // answer, its categories, providers and game rows would otherwise be one long task of the main thread. They sit
  // below the fold of a phone; their placeholders stay until it is done. The initial value (undefined) defers the
  // first drawing too: without it, a catalogue already in the cache (the loader asked for it) is drawn in the
  // screen's first render, in the same task as everything else.
  const shown = useDeferredValue(catalogue.data, undefined);
  const [query, setQuery] = useState("");
  const actions = useNavigation("tile");
  if (!user) return null;
  return (
    <main className="home">
      <h1 className="visually-hidden">{t`Home`}</h1>
      <UserCard
        user={user}
        accounts={accounts.data}
        refreshing={fresh.isFetching || accounts.isFetching}
        onRefresh={() => {
          void fresh.refetch();
          void accounts.refetch();
        }}
      />
      <section aria-labelledby="quick-actions" className="quick-actions quick-actions--row">
        <h2 id="quick-actions" className="visually-hidden">
          {t`Quick actions`}
        </h2>
        <NavTiles entries={actions} />
      </section>
      <SearchField
        id="lobby-search"
        value={query}
        label={t`Search games`}
        placeholder={t`Search games or providers`}
        onChange={setQuery}
      />
      {shown ? (
        query.trim() ? (
          <CatalogueSearchResults catalogue={shown} query={query} />
        ) : (
          <LobbyCatalogue catalogue={shown} category={category} onCategory={onCategory} />
        )
      ) : catalogue.isError ? (
        <EmptyState
          title={t`Failed to load`}
          action={
            <Button variant="secondary" busy={catalogue.isFetching} onClick={() => void catalogue.refetch()}>
              {t`Try again`}
            </Button>
          }
        />
      ) : (
        <LobbyPlaceholder />
      )}
    </main>
  );
}

/** While the catalogue loads: the shape of the tabs and of the first row of games, where they will be. */
function LobbyPlaceholder() {
  const { t } = useLingui();
  return (
    <div className="skeleton-list lobby-placeholder" role="status" aria-label={t`Loading`}>
      <div className="skeleton-row lobby-placeholder__tabs" />
      <div className="lobby-placeholder__row">
        <div className="skeleton-row" />
        <div className="skeleton-row" />
        <div className="skeleton-row" />
      </div>
    </div>
  );
}

function LobbyCatalogue({
  catalogue,
  category,
  onCategory,
}: {
  catalogue: Catalogue;
  category: string | undefined;
  onCategory: (category: GameCategory) => void;
}) {
  const { t } = useLingui();
  const categoryName = useCategoryName();
  const names = useMemo(() => providerNames(catalogue), [catalogue]);
  const hot = useMemo(() => gamesTagged(catalogue, "hot", rowLength), [catalogue]);
  const fresh = useMemo(() => gamesTagged(catalogue, "new", rowLength), [catalogue]);
  // a category the tenant does not offer (an old link) shows the first one
  const selected = offeredCategory(catalogue, category) ?? catalogue.categories[0];
  if (!selected) return <EmptyState title={t`No games here yet`} />;
  const providers = providersIn(catalogue, selected);
  const picks = categoryPicks(catalogue, selected, rowLength);
  const name = categoryName(selected);
  return (
    <>
      <section className="lobby-section lobby-section--first" aria-labelledby="lobby-games">
        <h2 id="lobby-games" className="visually-hidden">
          {t`Games`}
        </h2>
        <CategoryTabs
          categories={catalogue.categories}
          selected={selected}
          label={t`Game categories`}
          onSelect={onCategory}
        />
        <div id={categoryPanelId} role="tabpanel" aria-labelledby={categoryTabId(selected)} className="lobby-panel">
          {/* no provider names on these cards: the providers are the panel's next part */}
          {picks.length > 0 ? <GameCards layout="row" games={picks} label={t`${name} games`} /> : null}
          <Link to="/game/$gameType" params={{ gameType: selected }} className="link lobby-panel__link">
            {t`All ${name} games`}
            <ChevronRightIcon aria-hidden="true" />
          </Link>
          <ProviderGrid providers={providers} label={t`${name} providers`} />
          <Link to="/provider/$category" params={{ category: selected }} className="link lobby-panel__link">
            {t`All providers`}
            <ChevronRightIcon aria-hidden="true" />
          </Link>
        </div>
      </section>
      <AnnouncementMarquee />
      {hot.length > 0 ? (
        <section className="lobby-section" aria-labelledby="lobby-hot">
          <h2 id="lobby-hot" className="section-title">
            {t`Hot games`}
          </h2>
          <GameCards layout="row" games={hot} providerNames={names} />
        </section>
      ) : null}
      {fresh.length > 0 ? (
        <section className="lobby-section" aria-labelledby="lobby-new">
          <h2 id="lobby-new" className="section-title">
            {t`New games`}
          </h2>
          <GameCards layout="row" games={fresh} providerNames={names} />
        </section>
      ) : null}
    </>
  );
}
