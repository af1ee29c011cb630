import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { userQuery } from "../../../api/user.ts";
import { i18n } from "../../../i18n/i18n.ts";
import { prepareMoneyFormat } from "../../../lib/money-format.ts";
import { SkeletonList } from "../../../ui/skeleton-list.tsx";
import { loadCatalogue, prefetchGameAccounts, searchText } from "./-components/catalogue-loaders.ts";
import { LobbyScreen } from "./-components/lobby-screen.tsx";

/** ?category= picks the lobby's category tab; one the catalogue does not offer shows its first category. */
function parseLobbySearch(search: Record<string, unknown>): { category?: string } {
  const category = searchText(search.category);
  return category ? { category } : {};
}

export const Route = createFileRoute("/_signedIn/(games)/home")({
  validateSearch: parseLobbySearch,
  // The fresh user, the catalogue and the game accounts start loading with the navigation (or the preload), but
  // the screen does not wait for them: the session's user is there to show at once, and the lobby's sections show
  // placeholders until the catalogue comes. A failed read is alerted by the query cache and shown in place.
  // The one thing it waits for is the money formats (the balance), built in a task of their own, apart from the
  // screen's first render: the page's first number format is a long piece of work on a phone.
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(userQuery()).catch(() => {});
    void loadCatalogue(context.queryClient).catch(() => {});
    prefetchGameAccounts(context.queryClient);
    return prepareMoneyFormat(i18n.locale);
  },
  pendingComponent: HomePending,
  component: HomeScreen,
});

/** While the screen's code loads. */
function HomePending() {
  const { t } = useLingui();
  return (
    <main className="home">
      <h1 className="visually-hidden">{t`Home`}</h1>
      <SkeletonList rows={3} />
    </main>
  );
}

function HomeScreen() {
  const { category } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LobbyScreen
      category={category}
      onCategory={(chosen) => void navigate({ search: { category: chosen }, replace: true, resetScroll: false })}
    />
  );
}
