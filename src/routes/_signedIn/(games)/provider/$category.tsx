import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link, notFound } from "@tanstack/react-router";
import { catalogueQuery } from "../../../../api/games.ts";
import { useCategoryName } from "../../../../ui/game-category.ts";
import { ChevronRightIcon } from "../../../../ui/icons.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { ProviderGrid } from "../../../../ui/provider-tile.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { loadCatalogue, offeredCategory } from "../-components/catalogue-loaders.ts";
import { providersIn } from "../-components/lobby-catalogue.ts";

export const Route = createFileRoute("/_signedIn/(games)/provider/$category")({
  // the loader loads with the screen, not with the route tree (the first screen has a budget)
  codeSplitGroupings: [["loader", "component"]],
  // a category (SPEC §1) the tenant offers; any other path shows the not-found screen
  loader: async ({ context, params }) => {
    const catalogue = await loadCatalogue(context.queryClient);
    if (!offeredCategory(catalogue, params.category)) throw notFound();
  },
  // the lobby's sub-screens wait under one title while their code or the catalogue loads
  staticData: { title: msg`Games`, pendingRows: 3 },
  pendingComponent: RoutePending,
  component: ProvidersScreen,
});

function ProvidersScreen() {
  const { t } = useLingui();
  const categoryName = useCategoryName();
  const { data: catalogue } = useSuspenseQuery(catalogueQuery());
  const category = offeredCategory(catalogue, Route.useParams().category);
  // the loader let only a category the tenant offers through
  if (!category) return null;
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
