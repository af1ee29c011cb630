import { type } from "arktype";
import { IdempotencyKey, MinorUnits } from "./common.ts";
import { GameCategory, gameCategories } from "./games.ts";
import { Currency } from "./money.ts";
import { VipTier, vipTiers } from "./user.ts";
import { Transaction } from "./wallet.ts";

/**
 * Rebates: a share of the turnover (the sum of bets of game rounds) paid back to the player, per
 * GMT+8 day, per source and per game category: `own` from the player's own rounds, at the rate of the
 * player's VIP tier for that category (`VipRebateRates`), `downline` from the rounds of the players they
 * referred directly, at the tenant's downline rate. A finished day's rebate is worked out once (pending), then the
 * player claims it into the main wallet (claimed, with the claim's transaction of type rebate).
 * Today's turnover is shown as "so far", never claimable.
 */

export const rebateSources = ["own", "downline"] as const;
export const RebateSource = type.enumerated(...rebateSources);
export type RebateSource = typeof RebateSource.infer;

export const rebateStatuses = ["pending", "claimed"] as const;
export const RebateStatus = type.enumerated(...rebateStatuses);
export type RebateStatus = typeof RebateStatus.infer;

/** A rate in basis points (1/100 of a percent): 50 = 0.5 %. At most 10 % per source. */
export const RebateRate = type("0 <= number.integer <= 1000");

/**
 * The rate of the referrals' (downline) turnover in basis points: the default; a tenant may set its own
 * (config key `rebate_rates`). The own turnover's rates are per VIP tier and category (`VipRebateRates`).
 */
export const RebateRates = type({ downline: RebateRate });
export type RebateRates = typeof RebateRates.infer;
export const defaultRebateRates: RebateRates = { downline: 20 };

/** A rate in basis points for each game category. */
export const CategoryRates = type(
  Object.fromEntries(gameCategories.map((c) => [c, RebateRate])) as Record<GameCategory, typeof RebateRate>,
);
export type CategoryRates = Record<GameCategory, number>;

/**
 * The own turnover's rates in basis points per VIP tier and game category: the default; a tenant may set its
 * own (config key `vip_rebate_rates`). Higher tiers get more back.
 */
export const VipRebateRates = type(
  Object.fromEntries(vipTiers.map((tier) => [tier, CategoryRates])) as Record<VipTier, typeof CategoryRates>,
);
export type VipRebateRates = Record<VipTier, CategoryRates>;

const ratesOf = (values: readonly number[]): CategoryRates =>
  Object.fromEntries(gameCategories.map((c, n) => [c, values[n] ?? 0])) as CategoryRates;

/** Columns: casino, slots, fishing, lottery, sports, esports, horse (the order of `gameCategories`). */
export const defaultVipRebateRates: VipRebateRates = {
  Normal: ratesOf([40, 50, 50, 20, 40, 40, 30]),
  Silver: ratesOf([50, 60, 60, 30, 50, 50, 40]),
  Gold: ratesOf([60, 70, 70, 40, 60, 60, 50]),
  Platinum: ratesOf([70, 80, 80, 50, 70, 70, 60]),
  Diamond: ratesOf([80, 100, 100, 60, 80, 80, 70]),
};

/** The rebate on a turnover at a rate in basis points, in integer minor units, rounded down. */
export function rebateOf(turnover: number, rateBp: number): number {
  if (turnover <= 0 || rateBp <= 0) return 0;
  return Number((BigInt(Math.trunc(turnover)) * BigInt(rateBp)) / 10_000n);
}

/** A rate as a percent for display ("0.5"), without float noise. */
export function ratePercent(rateBp: number): string {
  const whole = Math.trunc(rateBp / 100);
  const rest = String(rateBp % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return rest ? `${whole}.${rest}` : String(whole);
}

const Day = type(/^\d{4}-\d{2}-\d{2}$/);

export const Rebate = type({
  _id: "string",
  /** The GMT+8 day the turnover was played on (YYYY-MM-DD). */
  day: Day,
  source: RebateSource,
  /** The game category the turnover was played in (null on rebates worked out before categories). */
  category: GameCategory.or("null"),
  currency: Currency,
  turnover: MinorUnits,
  rate_bp: RebateRate,
  amount: MinorUnits,
  status: RebateStatus,
  claimed_at: "string | null",
  /** The claim's transaction (type rebate), once claimed. */
  transaction_id: "string | null",
});
export type Rebate = typeof Rebate.infer;

/** Today (GMT+8) so far, per source: turnover and the rebate it would make; claimable tomorrow. */
export const RebateToday = type({
  day: Day,
  own_turnover: MinorUnits,
  downline_turnover: MinorUnits,
  own_estimate: MinorUnits,
  downline_estimate: MinorUnits,
});

export const RebatePage = type({
  items: Rebate.array(),
  page: "number.integer",
  limit: "number.integer",
  total: "number.integer",
  currency: Currency,
  /** Every pending rebate's amount, summed: what "Claim all" pays. */
  claimable: MinorUnits,
  /** Every claimed rebate's amount, summed. */
  claimed: MinorUnits,
  /** The player's VIP tier now: the own rates below are its row of the tenant's table. */
  tier: VipTier,
  rates: type({ own: CategoryRates, downline: RebateRate }),
  today: RebateToday,
});
export type RebatePage = typeof RebatePage.infer;

/** Claim one pending rebate (`rebate_id`) or, without it, every pending rebate of the player. */
export const ClaimRebateBody = type({
  "rebate_id?": /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  idempotency_key: IdempotencyKey,
});
export type ClaimRebateBody = typeof ClaimRebateBody.infer;

/** The claim's transaction (type rebate, status claimed): its amount went into the main wallet. */
export const ClaimRebateAnswer = Transaction;
