import { type } from "arktype";
import { type Currency as CurrencyName, currencies, minorDigits } from "../../lib/money-format.ts";
import { MinorUnits } from "./common.ts";

/**
 * The money rules, once, for the server, the screens and the sandbox pages:
 * currencies and their minor units, whole-unit amounts against limits, charges,
 * and the patterns of a TRC20 hash, a TRC20 address and a telco reload PIN.
 * Amounts are integer minor units everywhere: sen for MYR, micro-USDT for USDT.
 */
export const Currency = type.enumerated(...currencies);
export type Currency = CurrencyName;

/** Minor units per whole unit of each currency (MYR 100, USDT 1,000,000). */
export const minorPerUnit: Record<Currency, number> = { MYR: 10 ** minorDigits.MYR, USDT: 10 ** minorDigits.USDT };

/** A transfer's hash on TRC20: 64 hex characters. */
export const txHashPattern = /^[0-9a-fA-F]{64}$/;
/** A TRC20 (Tron) address: T and 33 base58 characters. */
export const tronAddressPattern = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/** The reload PIN printed on a telco card: 12 to 20 digits. */
export const telcoPinPattern = /^\d{12,20}$/;

// ---------- amounts and limits ----------

/**
 * The form limits of SPEC §5 in whole units, and the charges of SPEC §9: the defaults of a
 * tenant's money rules (a tenant may set its own in its back-office config).
 */
export const defaultMoneyRules = {
  deposit: { min: 100, max: 30_000 },
  withdraw: { min: 30, max: 30_000, dailyMax: { MYR: 30_000, USDT: 50_000 }, dailyCount: 3, freePerMonth: 5 },
  withdrawChargePercent: 3,
  /** Transfer to a friend, from the main wallet: per transfer, and each player's total a day (GMT+8). */
  friendTransfer: { min: 10, max: 5_000, dailyMax: { MYR: 10_000, USDT: 2_000 } },
  telcoChargePercent: 30,
} as const;

/**
 * The largest amount any request or money rule may name, per currency: 10,000,000 whole units
 * (MYR 1,000,000,000 sen; USDT 10,000,000,000,000 micro-USDT). Far above any tenant's limits, and
 * small enough that a balance summed from many of them stays an exact integer in a float
 * (Number.MAX_SAFE_INTEGER ≈ 9.007e15) and in PostgreSQL's bigint. It is checked before any
 * arithmetic: by the contract (RequestAmount), then per currency (limitProblem, the money rules).
 */
export const maxAmountUnits = 10_000_000;
export const maxAmount: Record<Currency, number> = {
  MYR: maxAmountUnits * minorPerUnit.MYR,
  USDT: maxAmountUnits * minorPerUnit.USDT,
};

/** An amount in a request: a positive integer of minor units, at most the largest currency's maximum. */
export const RequestAmount = MinorUnits.atLeast(1).atMost(Math.max(...Object.values(maxAmount)));

/**
 * A money move's limits in one currency with where the player stands today (GMT+8 day), in minor
 * units: per move (min, max), the day's total (daily_max, daily_used, daily_left = daily_max -
 * daily_used, never below 0) and what the player can move now (the available balance, never below 0).
 * Withdrawals and transfers to a friend answer it.
 */
export const DailyLimits = type({
  currency: Currency,
  min: MinorUnits.atLeast(1),
  max: MinorUnits.atLeast(1),
  daily_max: MinorUnits.atLeast(0),
  daily_used: MinorUnits.atLeast(0),
  daily_left: MinorUnits.atLeast(0),
  available: MinorUnits.atLeast(0),
});
export type DailyLimits = typeof DailyLimits.infer;

/** Limits of one channel or currency, in minor units. */
export type AmountLimits = { min: number; max: number; currency: Currency };

/** Which rule an amount breaks: none typed, not whole units (SPEC §5: integers only), below min, above max. */
export type AmountProblem = "required" | "integer" | "min" | "max";

/** Whole units typed by the player → integer minor units. */
export function toMinor(typed: string, currency: Currency): number {
  return Number.parseInt(typed, 10) * minorPerUnit[currency];
}

/** Minor units → whole units, rounded down (what a form shows back). */
export function toUnits(minor: number, currency: Currency): number {
  return Math.floor(minor / minorPerUnit[currency]);
}

/** The limit an amount in minor units breaks, or null: whole units only, then min, then max. */
export function limitProblem(amount: number, limits: AmountLimits): Exclude<AmountProblem, "required"> | null {
  // the currency's bound first, before any arithmetic on the amount
  if (Number.isInteger(amount) && amount > maxAmount[limits.currency]) return "max";
  if (!Number.isSafeInteger(amount) || amount % minorPerUnit[limits.currency] !== 0) return "integer";
  if (amount < limits.min) return "min";
  if (amount > limits.max) return "max";
  return null;
}

/** The rule a typed amount (whole units, no spaces) breaks, or null. */
export function amountProblem(typed: string, limits: AmountLimits): AmountProblem | null {
  if (typed === "") return "required";
  if (!/^\d+$/.test(typed)) return "integer";
  return limitProblem(toMinor(typed, limits.currency), limits);
}

// ---------- charges ----------

/** The charge on an amount at a whole percent, rounded down in the player's favour. */
export function chargeOf(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}

/** What arrives after the charge (a telco top-up of 100 at 30 % credits 70). */
export function afterCharge(amount: number, percent: number): number {
  return amount - chargeOf(amount, percent);
}

/** The charge on the next withdrawal: free for the first `free_per_month` of the month, then `charge_percent`. */
export function withdrawChargePercent(
  rules: { free_per_month: number; charge_percent: number },
  withdrawalsThisMonth: number,
): number {
  return withdrawalsThisMonth >= rules.free_per_month ? rules.charge_percent : 0;
}

/** Where a withdrawal stands today, per currency: the balance, what is left of the daily limit and count. */
export type WithdrawToday = { available: number; daily_left: number; withdrawals_left: number };

/** Why a withdrawal cannot be made today, as the server's message key (the same checks, the same order). */
export type WithdrawRefusal =
  | "Daily withdrawal count reached"
  | "Daily withdrawal limit reached"
  | "Insufficient balance";

/**
 * The rules of a withdrawal beyond its form limits: the day's count, the day's total (GMT+8) and the
 * balance. The app checks a draft with it before the PIN is asked for; the server checks again with
 * the player's row locked.
 */
export function withdrawRefusal(amount: number, today: WithdrawToday): WithdrawRefusal | null {
  if (today.withdrawals_left <= 0) return "Daily withdrawal count reached";
  if (amount > today.daily_left) return "Daily withdrawal limit reached";
  if (amount > today.available) return "Insufficient balance";
  return null;
}
