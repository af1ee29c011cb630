import { createFileRoute, notFound } from "@tanstack/react-router";
import { gameById, loadCatalogue, searchText } from "./-components/catalogue-loaders.ts";
import { GamePlayer } from "./-components/game-player.tsx";

export const Route = createFileRoute("/_signedIn/(games)/play_game")({
  // the loader loads with the screen, not with the route tree (the first screen has a budget)
  codeSplitGroupings: [["loader", "component"]],
  // the full-screen layout: no header, no tab bar (src/routes/_signedIn.tsx)
  staticData: { fullScreen: true },
  // ?game= names a game of the catalogue; anything else shows the not-found screen
  validateSearch: (search: Record<string, unknown>): { game: string } => ({
    game: searchText(search.game) ?? "",
  }),
  loaderDeps: ({ search }) => ({ game: search.game }),
  // Only the catalogue: the game is launched by the screen once it is shown, never by a preload (a launch URL
  // is bound to the player and expires within minutes).
  loader: async ({ context, deps }) => {
    if (!deps.game) throw notFound();
    const catalogue = await loadCatalogue(context.queryClient);
    if (!gameById(catalogue, deps.game)) throw notFound();
  },
  // while its code loads: the app's full-screen loading overlay (the default pending component)
  component: PlayGameScreen,
});

function PlayGameScreen() {
  const { game } = Route.useSearch();
  return <GamePlayer gameId={game} />;
}
