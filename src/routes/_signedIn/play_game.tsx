import { useLingui } from "@lingui/react/macro";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { gameIdPattern } from "../../api/contract/games.ts";
import { catalogueQuery } from "../../api/games.ts";
import { GamePlayer } from "./-components/game-player.tsx";
import { gameById } from "./-components/lobby-catalogue.ts";

export const Route = createFileRoute("/_signedIn/play_game")({
  // the full-screen layout: no header, no tab bar (src/routes/_signedIn.tsx)
  staticData: { fullScreen: true },
  // ?game= names a game of the catalogue; anything else shows the not-found screen
  validateSearch: (search: Record<string, unknown>): { game: string } => ({
    game: typeof search.game === "string" && gameIdPattern.test(search.game) ? search.game : "",
  }),
  loaderDeps: ({ search }) => ({ game: search.game }),
  // Only the catalogue: the game is launched by the screen once it is shown, never by a preload (a launch URL
  // is bound to the player and expires within minutes).
  loader: async ({ context, deps }) => {
    if (!deps.game) throw notFound();
    const catalogue = await context.queryClient.ensureQueryData(catalogueQuery());
    if (!gameById(catalogue, deps.game)) throw notFound();
  },
  pendingComponent: PlayGamePending,
  component: PlayGameScreen,
});

function PlayGamePending() {
  const { t } = useLingui();
  return (
    <main className="play-game play-game--loading">
      <h1 className="visually-hidden">{t`Opening the game`}</h1>
      <span className="spinner spinner--large" role="status" aria-label={t`Opening the game`} />
    </main>
  );
}

function PlayGameScreen() {
  const { game } = Route.useSearch();
  return <GamePlayer gameId={game} />;
}
