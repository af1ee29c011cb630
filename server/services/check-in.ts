/**
 * Daily check-in: one claim per player per platform day (00:00 GMT+8 on the app's clock, whatever the
 * player's zone). The streak is yesterday's streak plus one when yesterday was claimed, else 1 (a missed
 * day restarts it); the streak's place in the tenant's cycle (`check_in_rewards`) gives the reward.
 *
 * A claim is one database transaction: the check-in row goes in by "insert … on conflict do nothing"
 * on the unique (player, day) key, so of two (or ten) claims at once exactly one makes a row and the
 * others are refused 409 "Already checked in today"; only the claim that made the row pays its reward,
 * in the same transaction: points by one UPDATE of `players.point`, a bonus as a transaction of type
 * bonus (status claimed) with its ledger entry (kind check_in_bonus) into the MYR wallet. A request
 * repeated with the same idempotency key answers the first claim again and pays nothing.
 */
import { and, eq, sql } from "drizzle-orm";
import {
  type CheckInCalendarDay,
  type CheckInClaim,
  type CheckInClaimAnswer,
  type CheckInReward,
  type CheckInRewards,
  type CheckInStatus,
  type ClaimCheckInBody,
  checkInBonusCurrency,
} from "../../src/api/contract/check-in.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { type CheckInRow, checkIns, players, type TransactionRow } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { nextPlatformDay, platformDay, platformDayStartOf } from "./dates.ts";
import { newId } from "./ids.ts";
import type { PlayerView } from "./players.ts";
import { assertNotRestricted, assertNotRestrictedIn } from "./restriction-state.ts";
import { announce, requestHash, writeClaimedCredit } from "./transactions.ts";
import { checkInRewardsOf } from "./wallet-config.ts";

/** The GMT+8 day before `day` (YYYY-MM-DD). */
export function previousPlatformDay(day: string): string {
  return platformDay(new Date(platformDayStartOf(day).getTime() - 1));
}

/** The place (1-based) of the `streak`-th consecutive day in a cycle of `length` days. */
export function cycleDayOf(streak: number, length: number): number {
  return ((streak - 1) % length) + 1;
}

async function claimOn(db: Db, playerId: string, day: string): Promise<CheckInRow | null> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.playerId, playerId), eq(checkIns.day, day)));
  return row ?? null;
}

async function claimByKey(db: Db, playerId: string, key: string): Promise<CheckInRow | null> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.playerId, playerId), eq(checkIns.idempotencyKey, key)));
  return row ?? null;
}

function rewardOf(row: CheckInRow): CheckInReward {
  return { kind: row.rewardKind, amount: row.rewardAmount };
}

function toClaim(row: CheckInRow): CheckInClaim {
  return {
    day: row.day,
    streak: row.streak,
    cycle_day: row.cycleDay,
    reward: rewardOf(row),
    transaction_id: row.transactionId,
  };
}

/**
 * The calendar of the cycle around today: the days of the current run before today's place are claimed,
 * today's place is claimed or claimable, the rest upcoming.
 */
function calendarOf(rewards: CheckInRewards, cycleDay: number, claimedToday: boolean): CheckInCalendarDay[] {
  return rewards.map((reward, index) => {
    const day = index + 1;
    const state =
      day < cycleDay || (day === cycleDay && claimedToday) ? "claimed" : day === cycleDay ? "claimable" : "upcoming";
    return { day, reward, state, is_today: day === cycleDay };
  });
}

/** Where the player stands today: claimed or not, the streak, the calendar and the time to the next reset. */
export async function checkInStatus(ctx: Ctx, player: PlayerView, db: Db = ctx.db): Promise<CheckInStatus> {
  const now = ctx.now();
  // no check-in rewards during a time-out or self-exclusion (checked again in the claim's transaction)
  assertNotRestricted(player, now);
  const today = platformDay(now);
  const [rewards, todays, yesterdays] = await Promise.all([
    checkInRewardsOf(ctx, player.tenantId),
    claimOn(db, player.id, today),
    claimOn(db, player.id, previousPlatformDay(today)),
  ]);
  const streak = todays?.streak ?? yesterdays?.streak ?? 0;
  const cycleDay = todays
    ? Math.min(todays.cycleDay, rewards.length)
    : cycleDayOf((yesterdays?.streak ?? 0) + 1, rewards.length);
  const nextReset = platformDayStartOf(nextPlatformDay(today));
  return {
    today,
    claimed_today: todays !== null,
    streak,
    cycle_day: cycleDay,
    calendar: calendarOf(rewards, cycleDay, todays !== null),
    bonus_currency: checkInBonusCurrency,
    next_reset_at: nextReset.toISOString(),
    ms_to_reset: Math.max(0, nextReset.getTime() - now.getTime()),
  };
}

/** Pays a bonus: its transaction (type bonus) and ledger entry into the MYR wallet, named on the check-in row. */
async function payBonus(
  tx: Db,
  player: PlayerView,
  claim: { id: string; cycleDay: number; amount: number; key: string; now: Date },
): Promise<TransactionRow> {
  const row = await writeClaimedCredit(tx, {
    tenantId: player.tenantId,
    playerId: player.id,
    type: "bonus",
    channel: "check_in",
    method: `day_${claim.cycleDay}`,
    currency: checkInBonusCurrency,
    amount: claim.amount,
    kind: "check_in_bonus",
    idempotencyKey: claim.key,
    requestHash: requestHash({ endpoint: "check_in", check_in_id: claim.id }),
    now: claim.now,
  });
  await tx.update(checkIns).set({ transactionId: row.id }).where(eq(checkIns.id, claim.id));
  return row;
}

/**
 * Claims today's check-in. Already claimed today (also by a concurrent claim) → 409 "Already checked in
 * today"; the same idempotency key again → the first claim's answer, nothing paid twice.
 */
export async function claimCheckIn(ctx: Ctx, player: PlayerView, body: ClaimCheckInBody): Promise<CheckInClaimAnswer> {
  const replay = async (row: CheckInRow) => ({ claim: toClaim(row), status: await checkInStatus(ctx, player) });
  const earlier = await claimByKey(ctx.db, player.id, body.idempotency_key);
  if (earlier) return replay(earlier);

  const now = ctx.now();
  // no check-in rewards during a time-out or self-exclusion (checked again in the claim's transaction)
  assertNotRestricted(player, now);
  const today = platformDay(now);
  // the tenant's cycle as it stands now; yesterday's row never changes once written
  const [rewards, yesterdays] = await Promise.all([
    checkInRewardsOf(ctx, player.tenantId),
    claimOn(ctx.db, player.id, previousPlatformDay(today)),
  ]);
  const streak = (yesterdays?.streak ?? 0) + 1;
  const cycleDay = cycleDayOf(streak, rewards.length);
  const reward = rewards[cycleDay - 1] as CheckInReward;

  const outcome = await ctx.db.transaction(async (tx) => {
    await assertNotRestrictedIn(tx, player.id, now);
    const id = newId();
    const [made] = await tx
      .insert(checkIns)
      .values({
        id,
        tenantId: player.tenantId,
        playerId: player.id,
        day: today,
        streak,
        cycleDay,
        rewardKind: reward.kind,
        rewardAmount: reward.amount,
        idempotencyKey: body.idempotency_key,
        createdAt: now,
      })
      // the unique (player, day) key decides: a second claim today, even a concurrent one, makes no row
      .onConflictDoNothing()
      .returning();
    if (!made) return { row: null, bonus: null };
    if (reward.kind === "point") {
      await tx
        .update(players)
        .set({ point: sql`${players.point} + ${reward.amount}`, updatedAt: now })
        .where(eq(players.id, player.id));
      return { row: made, bonus: null };
    }
    const bonus = await payBonus(tx, player, {
      id,
      cycleDay,
      amount: reward.amount,
      key: body.idempotency_key,
      now,
    });
    return { row: { ...made, transactionId: bonus.id }, bonus };
  });

  if (!outcome.row) {
    // the same key raced in from another request: its claim is this one
    const same = await claimByKey(ctx.db, player.id, body.idempotency_key);
    if (same) return replay(same);
    fail(409, "Already checked in today");
  }
  // committed: the balance moved (the wallet on screen updates live)
  if (outcome.bonus) announce(ctx, outcome.bonus, true);
  return replay(outcome.row);
}
