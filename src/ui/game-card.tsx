import { Link } from "@tanstack/react-router";
import type { Game } from "../api/contract/games.ts";
import { useTagName } from "./game-category.ts";
import { LazyImage } from "./lazy-image.tsx";

/** The intrinsic size of a game's art (the server draws it square). */
export const gameArtSize = { width: 240, height: 240 } as const;

/** A game in a grid or a row: its art, name, provider and tags; opens its detail. */
export function GameCard({ game, providerName }: { game: Game; providerName?: string }) {
  const tagName = useTagName();
  return (
    <Link to="/games/detail/$gameId" params={{ gameId: game._id }} className="game-card">
      <LazyImage className="game-card__art" src={game.image} alt="" {...gameArtSize} />
      <span className="game-card__name">{game.name}</span>
      {providerName ? <span className="game-card__provider">{providerName}</span> : null}
      {game.tags.length > 0 ? (
        <span className="game-card__tags">
          {game.tags.map((tag) => (
            <span key={tag} className={`game-tag game-tag--${tag}`}>
              {tagName(tag)}
            </span>
          ))}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * Games as cards: a `grid`, or a `row` of a few that scrolls sideways (hot, new). A long grid (a few hundred
 * games) is drawn only where it is on screen: each card is `content-visibility: auto` with its intrinsic size
 * kept (lobby.css), and its art loads lazily.
 */
export function GameCards({
  games,
  providerNames,
  label,
  layout = "grid",
}: {
  games: readonly Game[];
  providerNames?: ReadonlyMap<string, string>;
  label?: string;
  layout?: "grid" | "row";
}) {
  return (
    <ul className={`game-${layout}`} aria-label={label}>
      {games.map((game) => (
        <li key={game._id} className={`game-${layout}__item`}>
          <GameCard game={game} providerName={providerNames?.get(game.provider_code)} />
        </li>
      ))}
    </ul>
  );
}
