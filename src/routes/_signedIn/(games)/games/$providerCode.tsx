import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { type GameCategory, gameCategories } from "../../../../api/contract/games.ts";
import { catalogueQuery } from "../../../../api/games.ts";
import { useCategoryName } from "../../../../ui/game-category.ts";
import { LazyImage } from "../../../../ui/lazy-image.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { loadCatalogue, prefetchGameAccounts, providerByCode } from "../-components/catalogue-loaders.ts";
import { FilteredGames } from "../-components/game-list.tsx";
import { gamesOf } from "../-components/lobby-catalogue.ts";
import { MaintenanceNotice } from "../-components/maintenance-notice.tsx";
import { ProviderAccountCard } from "../-components/provider-account-card.tsx";

export const Route = createFileRoute("/_signedIn/(games)/games/$providerCode")({
  // the loader loads with the screen, not with the route tree (the first screen has a budget)
  codeSplitGroupings: [["loader", "component"]],
  // a provider of the tenant's catalogue; any other code shows the not-found screen
  loader: async ({ context, params }) => {
    const catalogue = await loadCatalogue(context.queryClient);
    if (!providerByCode(catalogue, params.providerCode)) throw notFound();
    prefetchGameAccounts(context.queryClient, params.providerCode);
  },
  // the lobby's sub-screens wait under one title while their code or the catalogue loads
  staticData: { title: msg`Games`, pendingRows: 3 },
  pendingComponent: RoutePending,
  component: ProviderGamesScreen,
});

function ProviderGamesScreen() {
  const { t } = useLingui();
  const categoryName = useCategoryName();
  const { providerCode } = Route.useParams();
  const { data: catalogue } = useSuspenseQuery(catalogueQuery());
  const [query, setQuery] = useState("");
  // one of the provider's game types, or (undefined) all its games
  const [type, setType] = useState<GameCategory | undefined>(undefined);
  const provider = providerByCode(catalogue, providerCode);
  const all = useMemo(() => gamesOf(catalogue, providerCode), [catalogue, providerCode]);
  const types = gameCategories.filter((category) => all.some((game) => game.type === category));
  const chosen = types.find((item) => item === type);
  const games = useMemo(() => (chosen ? all.filter((game) => game.type === chosen) : all), [all, chosen]);
  // the loader let only a provider of the catalogue through
  if (!provider) return null;
  const name = provider.name;
  return (
    <main className="screen lobby-screen">
      <PageHeader title={provider.name} />
      <div className="provider-hero">
        <LazyImage className="provider-hero__logo" src={provider.logo} alt="" width={160} height={80} />
        <p className="provider-hero__types">{types.map(categoryName).join(" · ")}</p>
      </div>
      <MaintenanceNotice provider={provider} />
      <ProviderAccountCard provider={provider} />
      {types.length > 1 ? (
        <fieldset className="segmented">
          <legend className="visually-hidden">{t`Filter by type`}</legend>
          <button
            type="button"
            className="segmented__item"
            aria-pressed={chosen === undefined}
            onClick={() => setType(undefined)}
          >
            {t`All games`}
          </button>
          {types.map((item) => (
            <button
              key={item}
              type="button"
              className="segmented__item"
              aria-pressed={chosen === item}
              onClick={() => setType(item)}
            >
              {categoryName(item)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <FilteredGames catalogue={catalogue} games={games} query={query} onQuery={setQuery} label={t`${name} games`} />
    </main>
  );
}
