/**
 * Helpers for the demo provider's tests (launch, game page, rounds), on the game test server of
 * support/games.ts: players with money in a game account, and calls that read as what the app and
 * the game page do.
 */
import type { GameAccount, LaunchAnswer } from "../../../src/api/contract/games.ts";
import { type GameTestServer, gamePlayer, transfer } from "./games.ts";
import type { Answer, TestServer } from "./server.ts";
import { type FundedPlayer, MYR } from "./wallet.ts";

/**
 * A player with a PIN, RM `funded` moved from their wallet into their account at `providerCode`
 * (the real transfer), or none when 0.
 */
export async function fundedGamePlayer(
  server: GameTestServer,
  username: string,
  providerCode: string,
  funded: number,
): Promise<FundedPlayer> {
  const player = await gamePlayer(server, username, { pin: true, myr: Math.max(MYR(100), funded) });
  if (funded > 0) {
    const moved = await transfer(server, player, { from: "wallet", to: providerCode, amount: funded });
    if (moved.status !== 200) throw new Error(`transfer failed: ${moved.status} ${JSON.stringify(moved.body)}`);
  }
  return player;
}

type Player = { jwtToken: string; domain?: string };

/** POST /api/player/games/launch as the app sends it. */
export function launch(
  server: TestServer,
  player: Player,
  gameId: string,
  language = "en-US",
): Promise<Answer<LaunchAnswer>> {
  return server.call<LaunchAnswer>("POST", "/api/player/games/launch", {
    body: { game_id: gameId },
    token: player.jwtToken,
    domain: player.domain,
    headers: { "Accept-Language": language },
  });
}

/** The game page's data block (what assets/game.js reads). */
export type GameData = {
  session: string;
  language: string;
  currency: string;
  engine: "slot" | "dice";
  balance: number;
  bets: number[];
  roundUrl: string;
  balanceUrl: string;
};

/** Opens a launch URL as the frame does; on success, the page's data (its game session among it). */
export async function openLaunchUrl(
  server: TestServer,
  url: string,
): Promise<{ status: number; html: string; headers: Headers; data: GameData | null }> {
  const res = await fetch(`${server.url}${url}`);
  const html = await res.text();
  const block = /<script type="application\/json" id="game-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { status: res.status, html, headers: res.headers, data: block ? (JSON.parse(block) as GameData) : null };
}

/** One round as the game page sends it, with its game session. */
export function sendRound(
  server: TestServer,
  session: string,
  body: Record<string, unknown>,
): Promise<Answer<RoundAnswerBody>> {
  return server.call<RoundAnswerBody>("POST", "/demo-provider/api/round", {
    body,
    headers: { "X-Game-Session": session },
  });
}

export type RoundAnswerBody = {
  round_key: string;
  bet: number;
  win: number;
  currency: string;
  balance: number;
  outcome: null | { game: "slot"; reels: string[]; multiplier: number } | { game: "dice"; roll: number };
};

/** The player's account at a provider as the app reads it. */
export async function gameAccount(server: TestServer, player: Player, code: string): Promise<GameAccount> {
  const res = await server.call<GameAccount>("GET", `/api/player/games/getGameAccount/${code}`, {
    token: player.jwtToken,
    domain: player.domain,
  });
  if (res.status !== 200) throw new Error(`getGameAccount failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
