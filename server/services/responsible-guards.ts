/**
 * Where money moves toward play, the player's limits and restriction are enforced: inside the move's
 * own database transaction, with the player's row locked by the caller (createOnce, lockPlayer), so
 * what is counted cannot change before the move is written and concurrent moves cannot pass a limit
 * together.
 *
 * - a deposit that would pass a deposit limit in force (used + amount > value) is refused, before any
 *   gateway URL is made (deposits.ts);
 * - a transfer into a game and a launch are refused while a loss limit is reached (used >= value) or
 *   today's session limit is reached (game-transfers.ts, game-launch.ts);
 * - a demo round whose bet would pass a loss limit (used + bet > value), or after the session limit is
 *   reached, is refused (game-rounds.ts);
 * - all of them, and more, during a time-out or self-exclusion (restriction-state.ts).
 */
import { eq } from "drizzle-orm";
import type { Currency } from "../../src/api/contract/money.ts";
import { type LimitKey, limitKeys, limitTraits } from "../../src/api/contract/responsible.ts";
import type { Db } from "../db/open.ts";
import { players } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { depositedInPeriods, type LimitState, limitsOf, lostInPeriods, secondsPlayedToday } from "./limits.ts";
import { touchOpenSession } from "./play-sessions.ts";
import { assertNotRestricted } from "./restriction-state.ts";

/** The player's row as the guards need it (read under the caller's lock). */
async function playerState(tx: Db, playerId: string) {
  const [row] = await tx
    .select({
      id: players.id,
      currency: players.currency,
      realityCheckMinutes: players.realityCheckMinutes,
      restrictedUntil: players.restrictedUntil,
    })
    .from(players)
    .where(eq(players.id, playerId));
  if (!row) fail(401, "Unauthorized");
  return row;
}

export type PlayState = Awaited<ReturnType<typeof playerState>>;

/** The limits in force of one kind, with their keys. */
function inForceOf(limits: Record<LimitKey, LimitState>, kind: "deposit" | "loss" | "session") {
  return limitKeys.flatMap((key) => {
    const value = limits[key].value;
    return limitTraits[key].kind === kind && value !== null ? [{ key, period: limitTraits[key].period, value }] : [];
  });
}

/** 403 when today's session limit (minutes) is in force and played out. */
async function assertSessionLeft(tx: Db, playerId: string, limits: Record<LimitKey, LimitState>, now: Date) {
  const minutes = limits.session_day.value;
  if (minutes !== null && (await secondsPlayedToday(tx, playerId, now)) >= minutes * 60) {
    fail(403, "Your daily play time limit is reached");
  }
}

/**
 * A launch or a transfer into a game: refused during a restriction, while a loss limit is reached or
 * today's session limit is played out. Answers the player's state (the launch starts a session with it).
 */
export async function assertMayPlay(tx: Db, playerId: string, now: Date): Promise<PlayState> {
  const player = await playerState(tx, playerId);
  assertNotRestricted(player, now);
  const limits = await limitsOf(tx, playerId, now);
  const losses = inForceOf(limits, "loss");
  if (losses.length > 0) {
    const lost = await lostInPeriods(tx, playerId, player.currency, now);
    if (losses.some((l) => lost[l.period] >= l.value)) fail(403, "Your loss limit is reached");
  }
  await assertSessionLeft(tx, playerId, limits, now);
  return player;
}

/**
 * A demo round at `providerCode`: refused during a restriction, when the bet could take the net loss past
 * a loss limit, or once today's session limit is played out. The round is a sign of life of the open
 * play session (play-sessions.ts), so the time played counts up to it.
 */
export async function assertBetAllowed(
  tx: Db,
  playerId: string,
  providerCode: string,
  bet: number,
  now: Date,
): Promise<void> {
  const player = await playerState(tx, playerId);
  assertNotRestricted(player, now);
  await touchOpenSession(tx, playerId, providerCode, now);
  const limits = await limitsOf(tx, playerId, now);
  const losses = inForceOf(limits, "loss");
  if (losses.length > 0) {
    const lost = await lostInPeriods(tx, playerId, player.currency, now);
    if (losses.some((l) => lost[l.period] + bet > l.value)) fail(403, "This bet would pass your loss limit");
  }
  await assertSessionLeft(tx, playerId, limits, now);
}

/**
 * A deposit of `amount` in `currency`: refused during a restriction, and when it would take the deposits
 * of a period past a deposit limit. Limits count the wallet currency only; a deposit in another currency
 * (crypto in USDT for a MYR player) is not counted by them.
 */
export async function assertDepositAllowed(
  tx: Db,
  playerId: string,
  currency: Currency,
  amount: number,
  now: Date,
): Promise<void> {
  const player = await playerState(tx, playerId);
  assertNotRestricted(player, now);
  if (currency !== player.currency) return;
  const limits = inForceOf(await limitsOf(tx, playerId, now), "deposit");
  if (limits.length === 0) return;
  const deposited = await depositedInPeriods(tx, playerId, currency, now);
  if (limits.some((l) => deposited[l.period] + amount > l.value)) {
    fail(403, "This deposit would pass your deposit limit");
  }
}
