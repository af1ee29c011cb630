/**
 * Rebates: per player, per finished GMT+8 day, per source and per game category, a share of the turnover
 * (the sum of bets in `game_records`; a round's category is its game's type): `own` from the player's own
 * rounds at the rate of the player's VIP tier for the category (wallet-config.ts `vipRebateRatesOf`),
 * `downline` from their direct referrals' rounds at the tenant's downline rate (`rebateRatesOf`), in basis
 * points, rounded down. The tier is the one the player holds when the day is worked out.
 *
 * Worked out on read (`computeRebates`, called by the list and by a claim of all): every finished day
 * after the player's `rebate_progress` mark (from the day they joined) gets its rows in one database
 * transaction; (player, day, source) is unique and rows are inserted "on conflict do nothing", so two
 * reads at once, or a read again, make no second row. Only days with a rebate get a row. A day is finished
 * at 00:00 GMT+8 on the app's clock, so the sandbox clock moves rebates into being; today's turnover is
 * answered as "so far" and is not claimable.
 *
 * A claim (one rebate or every pending one) is one Transaction of type rebate, status claimed, and one
 * ledger entry (kind rebate) into the main wallet, written with the player's row locked (`createOnce`),
 * idempotent by (player, idempotency key). The rebates move pending → claimed by one conditional UPDATE
 * (… where status = 'pending') inside that transaction: concurrent claims never pay a rebate twice.
 */
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { GameCategory } from "../../src/api/contract/games.ts";
import { type CategoryRates, type ClaimRebateBody, type RebatePage, rebateOf } from "../../src/api/contract/rebates.ts";
import type { Transaction } from "../../src/api/contract/wallet.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { gameRecords, games, players, type RebateRow, rebateProgress, rebates } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { nextPlatformDay, platformDay, platformDayStartOf } from "./dates.ts";
import { newId } from "./ids.ts";
import type { PlayerView } from "./players.ts";
import { assertNotRestrictedIn } from "./restriction-state.ts";
import { createOnce, requestHash, writeClaimedCredit } from "./transactions.ts";
import { rebateRatesOf, vipRebateRatesOf } from "./wallet-config.ts";

type Turnover = { day: string; category: GameCategory; own: number; downline: number };

/** The GMT+8 day of a round, in SQL (a day string, as the rebates table keeps it). */
const roundDay = sql<string>`to_char((${gameRecords.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/**
 * Turnover per GMT+8 day and game category in [from, to), own and downline, in the player's currency. A round's
 * category is its game's type in the tenant's catalogue (a round of a game no longer listed earns no rebate).
 */
async function turnoverByDay(db: Db, player: PlayerView, from: Date, to: Date | null): Promise<Turnover[]> {
  const within = and(
    eq(gameRecords.currency, player.currency),
    gte(gameRecords.createdAt, from),
    to ? lt(gameRecords.createdAt, to) : undefined,
  );
  const sum = sql<number>`coalesce(sum(${gameRecords.bet}), 0)`.mapWith(Number);
  const ofGame = and(eq(games.tenantId, player.tenantId), eq(games.id, gameRecords.gameId));
  const [own, downline] = await Promise.all([
    db
      .select({ day: roundDay, category: games.type, turnover: sum })
      .from(gameRecords)
      .innerJoin(games, ofGame)
      .where(and(eq(gameRecords.playerId, player.id), within))
      .groupBy(roundDay, games.type),
    db
      .select({ day: roundDay, category: games.type, turnover: sum })
      .from(gameRecords)
      .innerJoin(players, eq(players.id, gameRecords.playerId))
      .innerJoin(games, ofGame)
      .where(and(eq(players.referrerId, player.id), within))
      .groupBy(roundDay, games.type),
  ]);
  const days = new Map<string, Turnover>();
  const at = (day: string, category: string): Turnover => {
    const key = `${day}:${category}`;
    const known = days.get(key);
    if (known) return known;
    const fresh = { day, category: category as GameCategory, own: 0, downline: 0 };
    days.set(key, fresh);
    return fresh;
  };
  for (const r of own) at(r.day, r.category).own = r.turnover;
  for (const r of downline) at(r.day, r.category).downline = r.turnover;
  return [...days.values()];
}

/** The player's rates now: own per category (their VIP tier's row), downline per the tenant. */
async function ratesOf(ctx: Ctx, player: PlayerView): Promise<{ own: CategoryRates; downline: number }> {
  const [table, rates] = await Promise.all([
    vipRebateRatesOf(ctx, player.tenantId),
    rebateRatesOf(ctx, player.tenantId),
  ]);
  return { own: table[player.vipTier], downline: rates.downline };
}

const rateFor = (rates: { own: CategoryRates; downline: number }, source: "own" | "downline", c: GameCategory) =>
  source === "own" ? (rates.own[c] ?? 0) : rates.downline;

/** Works out the rebates of every finished day not yet worked out for the player (idempotent). */
export async function computeRebates(ctx: Ctx, player: PlayerView): Promise<void> {
  const now = ctx.now();
  const today = platformDay(now);
  const [progress] = await ctx.db
    .select({ through: rebateProgress.computedThrough })
    .from(rebateProgress)
    .where(eq(rebateProgress.playerId, player.id));
  const first = progress ? nextPlatformDay(progress.through) : platformDay(player.createdAt);
  if (first >= today) return;
  const yesterday = platformDay(new Date(platformDayStartOf(today).getTime() - 1));
  const [rates, days] = await Promise.all([
    ratesOf(ctx, player),
    turnoverByDay(ctx.db, player, platformDayStartOf(first), platformDayStartOf(today)),
  ]);
  const rows = days.flatMap((d) =>
    (["own", "downline"] as const)
      .map((source) => ({ source, turnover: d[source], rateBp: rateFor(rates, source, d.category) }))
      .map((r) => ({ ...r, day: d.day, category: d.category, amount: rebateOf(r.turnover, r.rateBp) }))
      .filter((r) => r.amount > 0),
  );
  await ctx.db.transaction(async (tx) => {
    if (rows.length > 0) {
      await tx
        .insert(rebates)
        .values(
          rows.map((r) => ({
            id: newId(),
            tenantId: player.tenantId,
            playerId: player.id,
            day: r.day,
            source: r.source,
            category: r.category,
            currency: player.currency,
            turnover: r.turnover,
            rateBp: r.rateBp,
            amount: r.amount,
            status: "pending" as const,
            createdAt: now,
          })),
        )
        .onConflictDoNothing({ target: [rebates.playerId, rebates.day, rebates.source, rebates.category] });
    }
    await tx
      .insert(rebateProgress)
      .values({ playerId: player.id, computedThrough: yesterday })
      .onConflictDoUpdate({
        target: rebateProgress.playerId,
        set: { computedThrough: sql`greatest(${rebateProgress.computedThrough}, excluded.computed_through)` },
      });
  });
}

function toRebate(row: RebateRow): RebatePage["items"][number] {
  return {
    _id: row.id,
    day: row.day,
    source: row.source,
    category: (row.category as GameCategory | null) ?? null,
    currency: row.currency,
    turnover: row.turnover,
    rate_bp: row.rateBp,
    amount: row.amount,
    status: row.status,
    claimed_at: row.claimedAt?.toISOString() ?? null,
    transaction_id: row.transactionId,
  };
}

/** The player's rebates, newest day first, with the claimable and claimed totals and today's turnover so far. */
export async function listRebates(ctx: Ctx, player: PlayerView, page: number, limit: number): Promise<RebatePage> {
  await computeRebates(ctx, player);
  const now = ctx.now();
  const today = platformDay(now);
  const mine = eq(rebates.playerId, player.id);
  const [items, totals, rates, sofar] = await Promise.all([
    ctx.db
      .select()
      .from(rebates)
      .where(mine)
      .orderBy(desc(rebates.day), rebates.source, rebates.category)
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db
      .select({
        status: rebates.status,
        amount: sql<number>`coalesce(sum(${rebates.amount}), 0)`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(rebates)
      .where(mine)
      .groupBy(rebates.status),
    ratesOf(ctx, player),
    turnoverByDay(ctx.db, player, platformDayStartOf(today), null),
  ]);
  const sumOf = (status: RebateRow["status"]) => totals.find((t) => t.status === status)?.amount ?? 0;
  const own = sofar.reduce((n, d) => n + d.own, 0);
  const downline = sofar.reduce((n, d) => n + d.downline, 0);
  const estimate = (source: "own" | "downline") =>
    sofar.reduce((n, d) => n + rebateOf(d[source], rateFor(rates, source, d.category)), 0);
  return {
    items: items.map(toRebate),
    page,
    limit,
    total: totals.reduce((n, t) => n + t.count, 0),
    currency: player.currency,
    claimable: sumOf("pending"),
    claimed: sumOf("claimed"),
    tier: player.vipTier,
    rates,
    today: {
      day: today,
      own_turnover: own,
      downline_turnover: downline,
      own_estimate: estimate("own"),
      downline_estimate: estimate("downline"),
    },
  };
}

/**
 * Claims one pending rebate of the player (`rebate_id`) or all of them into the main wallet. Another
 * player's rebate (or an unknown id) is 404 "Rebate not found"; nothing pending left to claim (already
 * claimed, by this or a concurrent claim) is 409 "No rebate to claim".
 */
export async function claimRebates(ctx: Ctx, player: PlayerView, body: ClaimRebateBody): Promise<Transaction> {
  const named = body.rebate_id ?? null;
  const hash = requestHash({ endpoint: "rebate_claim", rebate_id: named });
  let paid = false as boolean;

  const precheck = async () => {
    if (named) {
      const [own] = await ctx.db
        .select({ id: rebates.id })
        .from(rebates)
        .where(and(eq(rebates.id, named), eq(rebates.playerId, player.id)));
      if (!own) fail(404, "Rebate not found");
    } else {
      await computeRebates(ctx, player);
    }
  };

  const answer = await createOnce(ctx, player.id, body.idempotency_key, hash, precheck, async (tx) => {
    // a reward toward play, as the check-in reward: refused while a time-out or self-exclusion lasts (the rebate
    // stays pending for after it)
    await assertNotRestrictedIn(tx, player.id, ctx.now());
    const pending = await tx
      .select()
      .from(rebates)
      .where(
        and(
          eq(rebates.playerId, player.id),
          eq(rebates.status, "pending"),
          eq(rebates.currency, player.currency),
          named ? eq(rebates.id, named) : undefined,
        ),
      );
    if (pending.length === 0) fail(409, "No rebate to claim");
    const amount = pending.reduce((n, r) => n + r.amount, 0);
    const now = ctx.now();
    const row = await writeClaimedCredit(tx, {
      tenantId: player.tenantId,
      playerId: player.id,
      type: "rebate",
      channel: "rebate",
      method: named ? (pending[0]?.source ?? "all") : "all",
      currency: player.currency,
      amount,
      kind: "rebate",
      idempotencyKey: body.idempotency_key,
      requestHash: hash,
      now,
    });
    const id = row.id;
    // conditional: a rebate another claim took meanwhile is not taken again (the whole claim rolls back)
    const taken = await tx
      .update(rebates)
      .set({ status: "claimed", transactionId: id, claimedAt: now })
      .where(
        and(
          inArray(
            rebates.id,
            pending.map((r) => r.id),
          ),
          eq(rebates.status, "pending"),
        ),
      )
      .returning({ id: rebates.id });
    if (taken.length !== pending.length) fail(409, "No rebate to claim");
    paid = true;
    return row;
  });
  // createOnce told the transaction; the wallet's balance moved too
  if (paid) ctx.events.publish(player.tenantId, player.id, { kind: "wallet", currency: player.currency });
  return answer;
}
