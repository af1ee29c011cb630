import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { catalogueQuery } from "../../../../api/games.ts";
import { useCategoryName } from "../../../../ui/game-category.ts";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { loadCatalogue, offeredCategory } from "../-components/catalogue-loaders.ts";
import { FilteredGames, ProviderChips } from "../-components/game-list.tsx";
import { gamesOfType } from "../-components/lobby-catalogue.ts";

export const Route = createFileRoute("/_signedIn/(games)/game/$gameType")({
  // the loader loads with the screen, not with the route tree (the first screen has a budget)
  codeSplitGroupings: [["loader", "component"]],
  // a game type (a category of SPEC §1) the tenant offers; any other path shows the not-found screen
  loader: async ({ context, params }) => {
    const catalogue = await loadCatalogue(context.queryClient);
    if (!offeredCategory(catalogue, params.gameType)) throw notFound();
  },
  // the lobby's sub-screens wait under one title while their code or the catalogue loads
  staticData: { title: msg`Games`, pendingRows: 3 },
  pendingComponent: RoutePending,
  component: GamesOfTypeScreen,
});

function GamesOfTypeScreen() {
  const { t } = useLingui();
  const categoryName = useCategoryName();
  const { data: catalogue } = useSuspenseQuery(catalogueQuery());
  const gameType = offeredCategory(catalogue, Route.useParams().gameType);
  const [query, setQuery] = useState("");
  // one provider's games, or (undefined) every provider's
  const [provider, setProvider] = useState<string | undefined>(undefined);
  const all = useMemo(() => (gameType ? gamesOfType(catalogue, gameType) : []), [catalogue, gameType]);
  // the providers that have games of this type, in the catalogue's order
  const providers = useMemo(() => {
    const codes = new Set(all.map((game) => game.provider_code));
    return catalogue.providers.filter((item) => codes.has(item.code));
  }, [all, catalogue]);
  const chosen = providers.some((item) => item.code === provider) ? provider : undefined;
  const games = useMemo(() => (chosen ? all.filter((game) => game.provider_code === chosen) : all), [all, chosen]);
  // the loader let only a type the tenant offers through
  if (!gameType) return null;
  const name = categoryName(gameType);
  return (
    <main className="screen lobby-screen">
      <PageHeader title={t`${name} games`} />
      <ProviderChips providers={providers} selected={chosen} onSelect={setProvider} />
      <FilteredGames catalogue={catalogue} games={games} query={query} onQuery={setQuery} label={t`${name} games`} />
    </main>
  );
}
