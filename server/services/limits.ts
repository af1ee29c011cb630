/**
 * Play limits (contract/responsible.ts): their periods (GMT+8: a day, a week from Monday, a calendar
 * month), the limit in force, what is used this period, and the player's ResponsibleView.
 *
 * A row of `play_limits` holds the value in force and, for a raise or a removal, the value waiting its
 * 24 hours (`pending_value` from `pending_from`). Once `pending_from` has passed, the pending value is in
 * force: every read here says so at once; the row itself is folded under the player's lock the next
 * time the player changes a limit (limit-changes.ts, with its audit row).
 *
 * What a limit counts, in the player's wallet currency (`players.currency`):
 * - deposit: the deposits created in the period, pending ones included (not rejected or cancelled);
 * - loss: bets − wins of the rounds played in the period (`game_records`), never below 0;
 * - session: the time played today in `play_sessions` (a session runs from `started_at` to
 *   `ended_at`, or to `last_seen_at` while open), shown in whole minutes.
 */
import { and, eq, gte, notInArray, sql } from "drizzle-orm";
import type { Currency } from "../../src/api/contract/money.ts";
import {
  type LimitKey,
  type LimitPeriod,
  limitKeys,
  limitTraits,
  type PlayLimit,
  type RealityCheckMinutes,
  type ResponsibleView,
} from "../../src/api/contract/responsible.ts";
import type { Db } from "../db/open.ts";
import { gameRecords, type PlayerRow, playLimits, playSessions, transactions } from "../db/schema.ts";
import { platformDayStart, platformMonthStart, platformWeekStart } from "./dates.ts";
import { activeRestriction } from "./restriction-state.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the period holding `now` started. */
export function periodStart(period: LimitPeriod, now: Date): Date {
  if (period === "day") return platformDayStart(now);
  if (period === "week") return platformWeekStart(now);
  return platformMonthStart(now);
}

/** When the period holding `now` ends and the next starts (the count resets then). */
export function periodEnd(period: LimitPeriod, now: Date): Date {
  const start = periodStart(period, now);
  if (period === "day") return new Date(start.getTime() + DAY_MS);
  if (period === "week") return new Date(start.getTime() + 7 * DAY_MS);
  // a month is at most 31 days: 32 days on is within the next one
  return platformMonthStart(new Date(start.getTime() + 32 * DAY_MS));
}

/** A limit as it stands at `now`: the value in force (null: none) and a raise or removal still waiting. */
export type LimitState = { value: number | null; pending: { value: number | null; from: Date } | null };

type LimitRow = typeof playLimits.$inferSelect;

/** The state of a stored row at `now`: a pending value whose time has come is in force. */
export function stateOf(row: LimitRow | undefined, now: Date): LimitState {
  if (!row) return { value: null, pending: null };
  if (row.pendingFrom && row.pendingFrom <= now) return { value: row.pendingValue, pending: null };
  return { value: row.value, pending: row.pendingFrom ? { value: row.pendingValue, from: row.pendingFrom } : null };
}

/** Every limit of the player at `now`, by key (no row: no limit). */
export async function limitsOf(db: Db, playerId: string, now: Date): Promise<Record<LimitKey, LimitState>> {
  const rows = await db.select().from(playLimits).where(eq(playLimits.playerId, playerId));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return Object.fromEntries(limitKeys.map((key) => [key, stateOf(byKey.get(key), now)])) as Record<
    LimitKey,
    LimitState
  >;
}

type PeriodSums = Record<LimitPeriod, number>;

const iso = (date: Date) => date.toISOString();

/** Deposits in `currency` created this day, week and month (not rejected or cancelled). */
export async function depositedInPeriods(db: Db, playerId: string, currency: Currency, now: Date): Promise<PeriodSums> {
  const [day, week, month] = (["day", "week", "month"] as const).map((p) => iso(periodStart(p, now)));
  const since = (from: string | undefined) =>
    sql<number>`coalesce(sum(${transactions.amount}) filter (where ${transactions.createdAt} >= ${from}::timestamptz), 0)`.mapWith(
      Number,
    );
  const earliest = new Date(Math.min(periodStart("week", now).getTime(), periodStart("month", now).getTime()));
  const [row] = await db
    .select({ day: since(day), week: since(week), month: since(month) })
    .from(transactions)
    .where(
      and(
        eq(transactions.playerId, playerId),
        eq(transactions.type, "deposit"),
        eq(transactions.currency, currency),
        notInArray(transactions.status, ["rejected", "cancelled"]),
        gte(transactions.createdAt, earliest),
      ),
    );
  return { day: row?.day ?? 0, week: row?.week ?? 0, month: row?.month ?? 0 };
}

/** Net losses (bets − wins, never below 0) in `currency` this day, week and month. */
export async function lostInPeriods(db: Db, playerId: string, currency: Currency, now: Date): Promise<PeriodSums> {
  const [day, week, month] = (["day", "week", "month"] as const).map((p) => iso(periodStart(p, now)));
  const since = (from: string | undefined) =>
    sql<number>`coalesce(sum(${gameRecords.bet} - ${gameRecords.win}) filter (where ${gameRecords.createdAt} >= ${from}::timestamptz), 0)`.mapWith(
      Number,
    );
  const earliest = new Date(Math.min(periodStart("week", now).getTime(), periodStart("month", now).getTime()));
  const [row] = await db
    .select({ day: since(day), week: since(week), month: since(month) })
    .from(gameRecords)
    .where(
      and(eq(gameRecords.playerId, playerId), eq(gameRecords.currency, currency), gte(gameRecords.createdAt, earliest)),
    );
  const floor = (n: number | undefined) => Math.max(0, n ?? 0);
  return { day: floor(row?.day), week: floor(row?.week), month: floor(row?.month) };
}

/** Seconds played today (GMT+8) up to `now`, over every session that overlaps today. */
export async function secondsPlayedToday(db: Db, playerId: string, now: Date): Promise<number> {
  const dayStart = iso(platformDayStart(now));
  const at = iso(now);
  const end = sql`coalesce(${playSessions.endedAt}, ${playSessions.lastSeenAt})`;
  const [row] = await db
    .select({
      seconds: sql<number>`coalesce(sum(greatest(0, extract(epoch from (least(${end}, ${at}::timestamptz)
        - greatest(${playSessions.startedAt}, ${dayStart}::timestamptz))))), 0)`.mapWith(Number),
    })
    .from(playSessions)
    .where(
      and(
        eq(playSessions.playerId, playerId),
        sql`${end} > ${dayStart}::timestamptz`,
        sql`${playSessions.startedAt} < ${at}::timestamptz`,
      ),
    );
  return Math.floor(row?.seconds ?? 0);
}

/** What every limit has counted this period. */
export type Usage = { deposit: PeriodSums; loss: PeriodSums; sessionSeconds: number };

export async function usageOf(db: Db, playerId: string, currency: Currency, now: Date): Promise<Usage> {
  const [deposit, loss, sessionSeconds] = await Promise.all([
    depositedInPeriods(db, playerId, currency, now),
    lostInPeriods(db, playerId, currency, now),
    secondsPlayedToday(db, playerId, now),
  ]);
  return { deposit, loss, sessionSeconds };
}

/** What a limit has used this period, in its unit (minor units; whole minutes for the session). */
export function usedFor(key: LimitKey, usage: Usage): number {
  const { kind, period } = limitTraits[key];
  if (kind === "session") return Math.floor(usage.sessionSeconds / 60);
  return usage[kind][period];
}

/** A limit as the player sees it. */
export function toPlayLimit(key: LimitKey, state: LimitState, usage: Usage, now: Date): PlayLimit {
  const used = usedFor(key, usage);
  return {
    key,
    value: state.value,
    used,
    left: state.value === null ? null : Math.max(0, state.value - used),
    resets_at: iso(periodEnd(limitTraits[key].period, now)),
    pending: state.pending && { value: state.pending.value, from: iso(state.pending.from) },
  };
}

/** The player's limits as the player sees them, every key in `limitKeys` order. */
export async function playLimitsOf(
  db: Db,
  player: Pick<PlayerRow, "id" | "currency">,
  now: Date,
): Promise<PlayLimit[]> {
  const [limits, usage] = await Promise.all([
    limitsOf(db, player.id, now),
    usageOf(db, player.id, player.currency, now),
  ]);
  return limitKeys.map((key) => toPlayLimit(key, limits[key], usage, now));
}

type ViewPlayer = Pick<
  PlayerRow,
  "id" | "currency" | "realityCheckMinutes" | "restrictionKind" | "restrictedSince" | "restrictedUntil"
>;

/** GET /api/player/responsible: limits with what is left and when they reset, the reality check, a restriction. */
export async function responsibleView(ctx: { db: Db; now: () => Date }, player: ViewPlayer): Promise<ResponsibleView> {
  const now = ctx.now();
  return {
    currency: player.currency,
    limits: await playLimitsOf(ctx.db, player, now),
    // written only from the contract's intervals (restrictions.ts)
    reality_check_minutes: player.realityCheckMinutes as RealityCheckMinutes,
    restriction: activeRestriction(player, now),
  };
}
