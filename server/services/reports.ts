/**
 * Reports: game records and daily turnover (per day in the caller's time zone), both read from
 * `game_records`: the rounds played at the demo provider (services/game-rounds.ts writes each with
 * its game_bet/game_win ledger entries in one transaction) and the seeded rounds, played the same
 * way (seed/seed.ts). A round's bet is its turnover; profit is win − bet.
 */
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { GameRecordPage, TurnoverPage } from "../../src/api/contract/wallet.ts";
import type { Db } from "../db/open.ts";
import { gameRecords } from "../db/schema.ts";

export type ReportFilter = { playerId: string; from: Date | null; to: Date | null; page: number; limit: number };

const whereOf = (f: ReportFilter) =>
  and(
    eq(gameRecords.playerId, f.playerId),
    f.from ? gte(gameRecords.createdAt, f.from) : undefined,
    f.to ? lt(gameRecords.createdAt, f.to) : undefined,
  );

export async function gameRecordReport(db: Db, f: ReportFilter): Promise<GameRecordPage> {
  const where = whereOf(f);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(gameRecords)
      .where(where)
      .orderBy(desc(gameRecords.createdAt), desc(gameRecords.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db
      .select({
        currency: gameRecords.currency,
        bet: sql<number>`coalesce(sum(${gameRecords.bet}), 0)`.mapWith(Number),
        win: sql<number>`coalesce(sum(${gameRecords.win}), 0)`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(gameRecords)
      .where(where)
      .groupBy(gameRecords.currency)
      .orderBy(gameRecords.currency),
  ]);
  return {
    items: rows.map((r) => ({
      _id: r.id,
      provider: r.provider,
      game: r.game,
      currency: r.currency,
      bet: r.bet,
      win: r.win,
      profit: r.win - r.bet,
      created_at: r.createdAt.toISOString(),
    })),
    page: f.page,
    limit: f.limit,
    total: totals.reduce((n, t) => n + t.count, 0),
    totals: totals.map((t) => ({ ...t, profit: t.win - t.bet })),
  };
}

/** Bets summed per day (in `zone`) and currency, newest day first. */
export async function turnoverReport(db: Db, f: ReportFilter, zone: string): Promise<TurnoverPage> {
  const where = whereOf(f);
  const day = sql<string>`to_char(${gameRecords.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  const [rows, totals] = await Promise.all([
    db
      .select({
        date: day,
        currency: gameRecords.currency,
        turnover: sql<number>`sum(${gameRecords.bet})`.mapWith(Number),
        bets: sql<number>`count(*)`.mapWith(Number),
      })
      .from(gameRecords)
      .where(where)
      // By position: the zone is a bound parameter, so the select's expression cannot be repeated.
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`1 desc`, sql`2`)
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db
      .select({
        currency: gameRecords.currency,
        turnover: sql<number>`coalesce(sum(${gameRecords.bet}), 0)`.mapWith(Number),
        bets: sql<number>`count(*)`.mapWith(Number),
        days: sql<number>`count(distinct ${day})`.mapWith(Number),
      })
      .from(gameRecords)
      .where(where)
      .groupBy(gameRecords.currency)
      .orderBy(gameRecords.currency),
  ]);
  return {
    items: rows,
    page: f.page,
    limit: f.limit,
    total: totals.reduce((n, t) => n + t.days, 0),
    totals: totals.map(({ days: _days, ...t }) => t),
  };
}
