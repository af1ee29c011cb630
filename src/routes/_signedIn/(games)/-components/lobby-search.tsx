import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { Catalogue } from "../../../../api/contract/games.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { GameCards } from "../../../../ui/game-card.tsx";
import { SearchIcon } from "../../../../ui/icons.tsx";
import { ProviderGrid } from "../../../../ui/provider-tile.tsx";
import { providerNames, search, searchIndex } from "./lobby-catalogue.ts";

/** The search field of a game list: answered in memory as the player types. */
export function SearchField({
  id,
  value,
  label,
  placeholder,
  onChange,
}: {
  id: string;
  value: string;
  label: string;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="game-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <SearchIcon className="game-search__icon" />
      <input
        id={id}
        className="game-search__input"
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** What a search of the whole catalogue finds: providers and games, or an empty state that says so. */
export function CatalogueSearchResults({ catalogue, query }: { catalogue: Catalogue; query: string }) {
  const { t, i18n } = useLingui();
  const index = useMemo(() => searchIndex(catalogue), [catalogue]);
  const names = useMemo(() => providerNames(catalogue), [catalogue]);
  const found = useMemo(() => search(index, query), [index, query]);
  const count = found.games.length + found.providers.length;
  const typed = query.trim();
  return (
    <section className="lobby-section" aria-labelledby="lobby-search-results">
      <h2 id="lobby-search-results" className="section-title">
        {t`Search results`}
      </h2>
      <div role="status">
        {count === 0 ? (
          <EmptyState title={t`No games match “${typed}”`} text={t`Try part of a name.`} />
        ) : (
          <p className="lobby-search__count">
            {i18n._(msg({ message: plural(found.games.length, { one: "# game found", other: "# games found" }) }))}
          </p>
        )}
      </div>
      {found.providers.length > 0 ? <ProviderGrid providers={found.providers} label={t`Providers`} /> : null}
      {found.games.length > 0 ? <GameCards games={found.games} providerNames={names} label={t`Games`} /> : null}
    </section>
  );
}
