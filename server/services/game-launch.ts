/**
 * Launching a game (POST /api/player/games/launch) at the demo provider.
 *
 * The launch answers a URL on this server's own path, `/demo-provider/play?ref=…&lang=…`, whose
 * reference (game-tokens.ts) is opaque and random: what it stands for (the player and their current
 * app session, the tenant, the provider and the game) is kept on the server. It opens once, within
 * `launchTtlSeconds`. Opening it (routes/demo-game.ts) exchanges it for a game session token, just as
 * opaque, that the game page sends with every round (services/game-rounds.ts).
 *
 * A launch is refused during a time-out or self-exclusion and while a loss or session limit is reached
 * (403, responsible-guards.ts); it starts the player's play session (play-sessions.ts), the clock of
 * the session limit and the reality check.
 *
 * The demo provider stands for a real provider's API: it is connected only with the sandbox on.
 * Without it no provider is connected and every launch answers 503 "Fail to connect game".
 */
import { and, eq } from "drizzle-orm";
import type { LaunchAnswer } from "../../src/api/contract/games.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { gameProviders, games, type PlayerRow } from "../db/schema.ts";
import { fail } from "../errors.ts";
import type { GameLanguage } from "./game-tokens.ts";
import { openGameAccount } from "./games.ts";
import { startPlaySession } from "./play-sessions.ts";
import { assertMayPlay } from "./responsible-guards.ts";
import { lockPlayer } from "./transactions.ts";

/** Where the demo provider lives on this server (routes/demo-game.ts). */
export const demoProviderPath = "/demo-provider";

export type LaunchTarget = {
  /** The smallest bet in whole units of the player's currency (the catalogue shows it in minor units). */
  game: { id: string; name: string; type: string; minBetUnits: number };
  provider: { code: string; name: string };
};

/**
 * The game and its provider when both may be played: the game exists in the tenant and its
 * provider is active (an inactive one is not listed at all), else 404 "Game not found"; a provider
 * under maintenance answers 503 "Fail to connect game".
 */
export async function playableGame(db: Db, tenantId: string, gameId: string): Promise<LaunchTarget> {
  const [row] = await db
    .select({
      id: games.id,
      name: games.name,
      type: games.type,
      minBet: games.minBet,
      providerCode: gameProviders.code,
      providerName: gameProviders.name,
      status: gameProviders.status,
      maintenance: gameProviders.maintenance,
    })
    .from(games)
    .innerJoin(
      gameProviders,
      and(eq(gameProviders.tenantId, games.tenantId), eq(gameProviders.code, games.providerCode)),
    )
    .where(and(eq(games.tenantId, tenantId), eq(games.id, gameId)))
    .limit(1);
  if (row?.status !== "active") fail(404, "Game not found");
  if (row.maintenance) fail(503, "Fail to connect game");
  return {
    game: { id: row.id, name: row.name, type: row.type, minBetUnits: row.minBet },
    provider: { code: row.providerCode, name: row.providerName },
  };
}

/**
 * A launch URL for the player's game. With the sandbox off no provider is connected (a real
 * provider's API would be called here): 503 "Fail to connect game", closed by default.
 */
export async function launchGame(
  ctx: Ctx,
  player: Pick<PlayerRow, "id" | "tenantId" | "username" | "sessionId">,
  gameId: string,
  language: GameLanguage,
): Promise<LaunchAnswer> {
  const target = await playableGame(ctx.db, player.tenantId, gameId);
  if (!ctx.sandbox || !player.sessionId) fail(503, "Fail to connect game");
  // play responsibly, under the player's lock: no launch during a time-out or self-exclusion, nor at a
  // loss or session limit; else the open play session ends and this game's starts (play-sessions.ts)
  await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    const state = await assertMayPlay(tx, player.id, ctx.now());
    await startPlaySession(tx, state, target.provider.code, ctx.now());
  });
  // the provider opens the player's account there on first launch (a transfer may have already)
  await openGameAccount(ctx.db, player, target.provider.code, ctx.now());
  // expired references and sessions of long ago go (one indexed delete)
  await ctx.gameTokens.prune();
  const { token, expiresAt } = await ctx.gameTokens.issueLaunch({
    pid: player.id,
    sid: player.sessionId,
    tid: player.tenantId,
    pc: target.provider.code,
    gid: target.game.id,
  });
  const query = new URLSearchParams({ ref: token, lang: language });
  return {
    url: `${demoProviderPath}/play?${query}`,
    expires_at: expiresAt.toISOString(),
    provider_code: target.provider.code,
  };
}
