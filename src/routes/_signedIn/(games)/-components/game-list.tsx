import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { Catalogue, Game, Provider } from "../../../../api/contract/games.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { GameCards } from "../../../../ui/game-card.tsx";
import { providerNames, search, searchIndex } from "./lobby-catalogue.ts";
import { SearchField } from "./lobby-search.tsx";

/** Filter chips: every game, or one provider's. */
export function ProviderChips({
  providers,
  selected,
  onSelect,
}: {
  providers: readonly Provider[];
  selected: string | undefined;
  onSelect: (code: string | undefined) => void;
}) {
  const { t } = useLingui();
  if (providers.length < 2) return null;
  return (
    <fieldset className="segmented provider-chips">
      <legend className="visually-hidden">{t`Filter by provider`}</legend>
      <button
        type="button"
        className="segmented__item"
        aria-pressed={selected === undefined}
        onClick={() => onSelect(undefined)}
      >
        {t`All providers`}
      </button>
      {providers.map((provider) => (
        <button
          key={provider.code}
          type="button"
          className="segmented__item"
          aria-pressed={selected === provider.code}
          onClick={() => onSelect(provider.code)}
        >
          {provider.name}
        </button>
      ))}
    </fieldset>
  );
}

/** A list of games with a search field over it, answered in memory; says so when nothing matches. */
export function FilteredGames({
  catalogue,
  games,
  query,
  onQuery,
  label,
}: {
  catalogue: Catalogue;
  games: readonly Game[];
  query: string;
  onQuery: (query: string) => void;
  label: string;
}) {
  const { t, i18n } = useLingui();
  const names = useMemo(() => providerNames(catalogue), [catalogue]);
  const index = useMemo(() => searchIndex({ categories: [], providers: [], games: [...games] }), [games]);
  const visible = useMemo(() => (query.trim() ? search(index, query).games : games), [index, games, query]);
  const typed = query.trim();
  return (
    <>
      <SearchField
        id="game-list-search"
        value={query}
        label={t`Search games`}
        placeholder={t`Search games`}
        onChange={onQuery}
      />
      <div role="status">
        {visible.length === 0 ? (
          typed ? (
            <EmptyState title={t`No games match “${typed}”`} text={t`Try part of a name.`} />
          ) : (
            <EmptyState title={t`No games here yet`} />
          )
        ) : (
          <p className="lobby-search__count">
            {i18n._(msg({ message: plural(visible.length, { one: "# game", other: "# games" }) }))}
          </p>
        )}
      </div>
      {visible.length > 0 ? <GameCards games={visible} providerNames={names} label={label} /> : null}
    </>
  );
}
