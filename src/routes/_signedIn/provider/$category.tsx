import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link, notFound } from "@tanstack/react-router";
import { type GameCategory, gameCategories } from "../../../api/contract/games.ts";
import { catalogueQuery } from "../../../api/games.ts";
import { useCategoryName } from "../../../ui/game-category.ts";
import { ChevronRightIcon } from "../../../ui/icons.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { PageSkeleton } from "../../../ui/page-skeleton.tsx";
import { ProviderGrid } from "../../../ui/provider-tile.tsx";
import { providersIn } from "../-components/lobby-catalogue.ts";

export const Route = createFileRoute("/_signedIn/provider/$category")({
  // a category of SPEC §1 that the tenant offers; any other path shows the not-found screen
  params: {
    parse: ({ category }) => ({ category: gameCategories.find((known) => known === category) ?? null }),
    stringify: ({ category }) => ({ category: category ?? "" }),
  },
  loader: async ({ context, params }) => {
    const catalogue = await context.queryClient.ensureQueryData(catalogueQuery());
    if (!params.category || !catalogue.categories.includes(params.category)) throw notFound();
  },
  pendingComponent: ProvidersPending,
  component: ProvidersScreen,
});

function ProvidersPending() {
  const { t } = useLingui();
  return <PageSkeleton title={t`Providers`} />;
}

function ProvidersScreen() {
  const { t } = useLingui();
  const categoryName = useCategoryName();
  // the loader let only a category the tenant offers through
  const category = Route.useParams().category as GameCategory;
  const { data: catalogue } = useSuspenseQuery(catalogueQuery());
  const providers = providersIn(catalogue, category);
  const name = categoryName(category);
  return (
    <main className="screen lobby-screen">
      <PageHeader title={t`${name} providers`} />
      <ProviderGrid providers={providers} label={t`${name} providers`} />
      <Link to="/game/$gameType" params={{ gameType: category }} className="link">
        {t`All ${name} games`}
        <ChevronRightIcon aria-hidden="true" />
      </Link>
    </main>
  );
}
