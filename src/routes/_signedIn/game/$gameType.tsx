import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { type GameCategory, gameCategories, providerCodePattern } from "../../../api/contract/games.ts";
import { catalogueQuery } from "../../../api/games.ts";
import { useCategoryName } from "../../../ui/game-category.ts";
import { PageHeader } from "../../../ui/page-header.tsx";
import { PageSkeleton } from "../../../ui/page-skeleton.tsx";
import { FilteredGames, ProviderChips } from "../-components/game-list.tsx";
import { gamesOfType } from "../-components/lobby-catalogue.ts";

export const Route = createFileRoute("/_signedIn/game/$gameType")({
  // a game type (a category of SPEC §1) the tenant offers; any other path shows the not-found screen
  params: {
    parse: ({ gameType }) => ({ gameType: gameCategories.find((known) => known === gameType) ?? null }),
    stringify: ({ gameType }) => ({ gameType: gameType ?? "" }),
  },
  // ?provider= narrows the list to one provider's games (a code of the right form; the chips show the real ones)
  validateSearch: (search: Record<string, unknown>): { provider?: string } =>
    typeof search.provider === "string" && providerCodePattern.test(search.provider)
      ? { provider: search.provider }
      : {},
  loader: async ({ context, params }) => {
    const catalogue = await context.queryClient.ensureQueryData(catalogueQuery());
    if (!params.gameType || !catalogue.categories.includes(params.gameType)) throw notFound();
  },
  pendingComponent: GamesOfTypePending,
  component: GamesOfTypeScreen,
});

function GamesOfTypePending() {
  const { t } = useLingui();
  return <PageSkeleton title={t`Games`} />;
}

function GamesOfTypeScreen() {
  const { t } = useLingui();
  const categoryName = useCategoryName();
  // the loader let only a type the tenant offers through
  const gameType = Route.useParams().gameType as GameCategory;
  const { provider } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: catalogue } = useSuspenseQuery(catalogueQuery());
  const [query, setQuery] = useState("");
  const all = useMemo(() => gamesOfType(catalogue, gameType), [catalogue, gameType]);
  // the providers that have games of this type, in the catalogue's order
  const providers = useMemo(() => {
    const codes = new Set(all.map((game) => game.provider_code));
    return catalogue.providers.filter((item) => codes.has(item.code));
  }, [all, catalogue]);
  const chosen = providers.some((item) => item.code === provider) ? provider : undefined;
  const games = useMemo(() => (chosen ? all.filter((game) => game.provider_code === chosen) : all), [all, chosen]);
  const name = categoryName(gameType);
  return (
    <main className="screen lobby-screen">
      <PageHeader title={t`${name} games`} />
      <ProviderChips
        providers={providers}
        selected={chosen}
        onSelect={(code) =>
          void navigate({ search: code ? { provider: code } : {}, replace: true, resetScroll: false })
        }
      />
      <FilteredGames catalogue={catalogue} games={games} query={query} onQuery={setQuery} label={t`${name} games`} />
    </main>
  );
}
