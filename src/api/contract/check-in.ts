import { type } from "arktype";
import { IdempotencyKey } from "./common.ts";

/**
 * Daily check-in: one claim per player per platform day, the day turning at 00:00 GMT+08:00 whatever
 * the player's own time zone (SPEC §4). Consecutive days make a streak; the streak walks a cycle of
 * days (7 by default), each with its reward: points (added to the player's `point`) or a bonus in MYR
 * (integer sen, credited to the MYR wallet as a transaction of type bonus). A missed day restarts the
 * streak at day 1 of the cycle; after the cycle's last day the next claim is day 1 again.
 */

export const checkInRewardKinds = ["point", "bonus"] as const;
export const CheckInRewardKind = type.enumerated(...checkInRewardKinds);
export type CheckInRewardKind = typeof CheckInRewardKind.infer;

/** The currency a check-in bonus is paid in (its amount is in this currency's minor units: sen). */
export const checkInBonusCurrency = "MYR" as const;

/** Bounds of a reward: up to 100,000 points, or up to RM 10,000 (1,000,000 sen). */
export const maxCheckInPoints = 100_000;
export const maxCheckInBonus = 1_000_000;

/** One day's reward: `amount` points, or `amount` sen of bonus. */
export const CheckInReward = type({
  kind: CheckInRewardKind,
  amount: "1 <= number.integer <= 1000000",
}).narrow(
  (reward, ctx) =>
    (reward.kind === "point" ? reward.amount <= maxCheckInPoints : reward.amount <= maxCheckInBonus) ||
    ctx.mustBe(reward.kind === "point" ? `at most ${maxCheckInPoints} points` : `at most ${maxCheckInBonus} sen`),
);
export type CheckInReward = typeof CheckInReward.infer;

/** The cycle a tenant sets (config key `check_in_rewards`, a JSON array): 1 to 31 days, one reward each. */
export const CheckInRewards = CheckInReward.array().atLeastLength(1).atMostLength(31);
export type CheckInRewards = typeof CheckInRewards.infer;

/** The default cycle: a week, points most days, a bonus on day 3, day 6 and the week's end (RM 1, RM 2, RM 5). */
export const defaultCheckInRewards: CheckInRewards = [
  { kind: "point", amount: 10 },
  { kind: "point", amount: 20 },
  { kind: "bonus", amount: 100 },
  { kind: "point", amount: 30 },
  { kind: "point", amount: 40 },
  { kind: "bonus", amount: 200 },
  { kind: "bonus", amount: 500 },
];

export const checkInDayStates = ["claimed", "claimable", "upcoming"] as const;
export const CheckInDayState = type.enumerated(...checkInDayStates);
export type CheckInDayState = typeof CheckInDayState.infer;

const Day = type(/^\d{4}-\d{2}-\d{2}$/);

/** One day of the cycle on the calendar: its number (1-based), reward and state; `is_today` marks today's place. */
export const CheckInCalendarDay = type({
  day: "number.integer >= 1",
  reward: CheckInReward,
  state: CheckInDayState,
  is_today: "boolean",
});
export type CheckInCalendarDay = typeof CheckInCalendarDay.infer;

/** GET /api/player/checkin/getCheckIn: where the player stands today. */
export const CheckInStatus = type({
  /** Today's platform day (GMT+8), YYYY-MM-DD. */
  today: Day,
  claimed_today: "boolean",
  /** Consecutive days claimed up to today (or yesterday, when today is still open); 0 when broken. */
  streak: "number.integer >= 0",
  /** Today's place in the cycle (1-based): the day claimed today, or the day a claim now would take. */
  cycle_day: "number.integer >= 1",
  calendar: CheckInCalendarDay.array(),
  bonus_currency: "'MYR'",
  /** When the next platform day starts (00:00 GMT+8), ISO 8601. */
  next_reset_at: "string",
  /** Milliseconds from the answer to the next reset, on the server's clock (the app counts down from it). */
  ms_to_reset: "number.integer >= 0",
});
export type CheckInStatus = typeof CheckInStatus.infer;

export const ClaimCheckInBody = type({ idempotency_key: IdempotencyKey });
export type ClaimCheckInBody = typeof ClaimCheckInBody.infer;

/** What a claim won, and the status after it. `transaction_id` names the bonus's transaction (null for points). */
export const CheckInClaim = type({
  day: Day,
  streak: "number.integer >= 1",
  cycle_day: "number.integer >= 1",
  reward: CheckInReward,
  transaction_id: "string | null",
});
export type CheckInClaim = typeof CheckInClaim.infer;

export const CheckInClaimAnswer = type({ claim: CheckInClaim, status: CheckInStatus });
export type CheckInClaimAnswer = typeof CheckInClaimAnswer.infer;
