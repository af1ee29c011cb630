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
 * Games as a grid of cards. A long grid (a few hundred games) is drawn only where it is on screen: each card is
 * `content-visibility: auto` with its intrinsic size kept (lobby.css), and its art loads lazily.
 */
export function GameGrid({
  games,
  providerNames,
  label,
}: {
  games: readonly Game[];
  providerNames?: ReadonlyMap<string, string>;
  label?: string;
}) {
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game) => (
        <li key={game._id} className="game-grid__item">
          <GameCard game={game} providerName={providerNames?.get(game.provider_code)} />
        </li>
      ))}
    </ul>
  );
}

/** A few games in a row that scrolls sideways (hot, new). */
export function GameRow({
  games,
  providerNames,
  label,
}: {
  games: readonly Game[];
  providerNames?: ReadonlyMap<string, string>;
  label?: string;
}) {
  return (
    <ul className="game-row" aria-label={label}>
      {games.map((game) => (
        <li key={game._id} className="game-row__item">
          <GameCard game={game} providerName={providerNames?.get(game.provider_code)} />
        </li>
      ))}
    </ul>
  );
}
