/**
 * The play session: the server's clock of a game opened in the app (`play_sessions`), which the
 * session limit and the reality check are counted on.
 *
 * A launch (game-launch.ts) ends the player's open session at its last sign of life and starts a new
 * one. While the game is shown the app sends a heartbeat (POST /api/player/responsible/play): the
 * session's `last_seen_at` moves to now, and the answer says how long this session has been played,
 * its net result (wins − bets of the rounds since it started), whether a reality check is due and
 * what is left of today's session limit. At the limit the session ends (`ended_by_limit`). A round
 * played at the demo provider is a sign of life too. "Keep playing" moves the next reality check to
 * the next multiple of the interval after the time played; "Stop playing" ends the session.
 *
 * Every change runs under the player's row lock, like the other counters.
 */
import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Ok } from "../../src/api/contract/common.ts";
import type { PlaySession, PlaySessionBody } from "../../src/api/contract/responsible.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { gameRecords, type PlayerRow, players, playSessions } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { newId } from "./ids.ts";
import { limitsOf, secondsPlayedToday } from "./limits.ts";
import { lockPlayer } from "./transactions.ts";

type SessionRow = typeof playSessions.$inferSelect;

/** The time played at which the next reality check is due: the next multiple of the interval after `played`. */
export function nextCheckAfter(playedSeconds: number, intervalMinutes: number): number | null {
  if (intervalMinutes <= 0) return null;
  const every = intervalMinutes * 60;
  return (Math.floor(playedSeconds / every) + 1) * every;
}

/** The later of two instants. */
const later = (a: Date, b: Date) => new Date(Math.max(a.getTime(), b.getTime()));

const playedSecondsOf = (session: Pick<SessionRow, "startedAt" | "lastSeenAt">) =>
  Math.max(0, Math.floor((session.lastSeenAt.getTime() - session.startedAt.getTime()) / 1000));

/** Ends the player's open sessions where they were last seen (a new launch, a time-out). */
export async function endOpenSessions(tx: Db, playerId: string): Promise<void> {
  await tx
    .update(playSessions)
    .set({ endedAt: sql`${playSessions.lastSeenAt}` })
    .where(and(eq(playSessions.playerId, playerId), isNull(playSessions.endedAt)));
}

/** A launch: the open session ends, a new one starts now (its first reality check one interval on). */
export async function startPlaySession(
  tx: Db,
  player: Pick<PlayerRow, "id" | "realityCheckMinutes">,
  providerCode: string,
  now: Date,
): Promise<void> {
  await endOpenSessions(tx, player.id);
  await tx.insert(playSessions).values({
    id: newId(),
    playerId: player.id,
    providerCode,
    startedAt: now,
    lastSeenAt: now,
    endedAt: null,
    nextCheckSeconds: nextCheckAfter(0, player.realityCheckMinutes),
  });
}

/** A round at `providerCode` is a sign of life of the player's open session there. */
export async function touchOpenSession(tx: Db, playerId: string, providerCode: string, now: Date): Promise<void> {
  await tx
    .update(playSessions)
    .set({ lastSeenAt: sql`greatest(${playSessions.lastSeenAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(playSessions.playerId, playerId),
        eq(playSessions.providerCode, providerCode),
        isNull(playSessions.endedAt),
      ),
    );
}

/** A new reality-check interval: the open session's next check is an interval after the time played so far. */
export async function moveNextCheck(tx: Db, playerId: string, intervalMinutes: number): Promise<void> {
  const open = await openSession(tx, playerId);
  if (!open) return;
  await tx
    .update(playSessions)
    .set({ nextCheckSeconds: nextCheckAfter(playedSecondsOf(open), intervalMinutes) })
    .where(eq(playSessions.id, open.id));
}

/** The player's open session (at `providerCode` when given), the latest if several. */
async function openSession(tx: Db, playerId: string, providerCode?: string): Promise<SessionRow | null> {
  const [row] = await tx
    .select()
    .from(playSessions)
    .where(
      and(
        eq(playSessions.playerId, playerId),
        isNull(playSessions.endedAt),
        providerCode === undefined ? undefined : eq(playSessions.providerCode, providerCode),
      ),
    )
    .orderBy(desc(playSessions.startedAt))
    .limit(1);
  return row ?? null;
}

/** The locked player's currency and reality-check interval. */
async function lockedPlayer(tx: Db, playerId: string) {
  await lockPlayer(tx, playerId);
  const [row] = await tx
    .select({ id: players.id, currency: players.currency, realityCheckMinutes: players.realityCheckMinutes })
    .from(players)
    .where(eq(players.id, playerId));
  if (!row) fail(401, "Unauthorized");
  return row;
}

/**
 * The session's clock at `now` (its `last_seen_at` already moved): time played, net result, a reality
 * check due, today's session limit. At the limit the session ends here.
 */
async function clockOf(
  tx: Db,
  player: { id: string; currency: PlayerRow["currency"] },
  session: SessionRow,
  now: Date,
): Promise<PlaySession> {
  const played = playedSecondsOf(session);
  const [net] = await tx
    .select({ sum: sql<number>`coalesce(sum(${gameRecords.win} - ${gameRecords.bet}), 0)`.mapWith(Number) })
    .from(gameRecords)
    .where(
      and(
        eq(gameRecords.playerId, player.id),
        eq(gameRecords.currency, player.currency),
        gte(gameRecords.createdAt, session.startedAt),
      ),
    );
  const limit = (await limitsOf(tx, player.id, now)).session_day.value;
  const left = limit === null ? null : Math.max(0, limit * 60 - (await secondsPlayedToday(tx, player.id, now)));
  const endedByLimit = left === 0;
  if (endedByLimit) {
    await tx.update(playSessions).set({ endedAt: session.lastSeenAt }).where(eq(playSessions.id, session.id));
  }
  return {
    started_at: session.startedAt.toISOString(),
    played_seconds: played,
    net: net?.sum ?? 0,
    currency: player.currency,
    reality_check_due: session.nextCheckSeconds !== null && played >= session.nextCheckSeconds,
    session_left_seconds: left,
    ended_by_limit: endedByLimit,
  };
}

/** The session moved to `now` (a heartbeat, a "keep playing"), with `changes` besides. */
async function seen(tx: Db, session: SessionRow, now: Date, changes: Partial<SessionRow> = {}): Promise<SessionRow> {
  const lastSeenAt = later(now, session.lastSeenAt);
  const [row] = await tx
    .update(playSessions)
    .set({ lastSeenAt, ...changes })
    .where(eq(playSessions.id, session.id))
    .returning();
  return row as SessionRow;
}

/** POST /play: the heartbeat of the open game at `provider_code`; 404 "No game is open" without one. */
export async function heartbeat(ctx: Ctx, player: Pick<PlayerRow, "id">, body: PlaySessionBody): Promise<PlaySession> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockedPlayer(tx, player.id);
    const open = await openSession(tx, player.id, body.provider_code);
    if (!open) fail(404, "No game is open");
    return clockOf(tx, locked, await seen(tx, open, now), now);
  });
}

/** POST /play/keep: after a reality check, the next one is due at the next multiple of the interval. */
export async function keepPlaying(ctx: Ctx, player: Pick<PlayerRow, "id">): Promise<PlaySession> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockedPlayer(tx, player.id);
    const open = await openSession(tx, player.id);
    if (!open) fail(404, "No game is open");
    const lastSeenAt = later(now, open.lastSeenAt);
    const next = nextCheckAfter(playedSecondsOf({ startedAt: open.startedAt, lastSeenAt }), locked.realityCheckMinutes);
    return clockOf(tx, locked, await seen(tx, open, now, { nextCheckSeconds: next }), now);
  });
}

/** POST /play/stop: the open session ends now (nothing open: nothing to do). */
export async function stopPlaying(ctx: Ctx, player: Pick<PlayerRow, "id">): Promise<Ok> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    await tx
      .update(playSessions)
      .set({ endedAt: sql`greatest(${playSessions.lastSeenAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(playSessions.playerId, player.id), isNull(playSessions.endedAt)));
  });
  return { ok: true };
}
