/**
 * Play responsibly: the player's own limits, the reality check, time-outs and self-exclusion
 * (UKGC RTS 12, 13 and 14). The rules here are the single source for the server, the machines and
 * the screens:
 * - a limit that is new or lower applies at once; a higher one or a removal waits `increaseDelayHours`;
 * - deposit and loss limits are money in the player's wallet currency (minor units, whole units only);
 *   the session limit is minutes of play a day;
 * - periods roll at 00:00 GMT+8: a day, a week from Monday, a calendar month;
 * - a time-out or a self-exclusion cannot be shortened or lifted before its end.
 */
import { type } from "arktype";
import { type Currency, maxAmount, minorPerUnit } from "./money.ts";

// ---------- limits ----------

export const limitKeys = [
  "deposit_day",
  "deposit_week",
  "deposit_month",
  "loss_day",
  "loss_week",
  "loss_month",
  "session_day",
] as const;
export type LimitKey = (typeof limitKeys)[number];
export const LimitKey = type.enumerated(...limitKeys);

export type LimitKind = "deposit" | "loss" | "session";
export type LimitPeriod = "day" | "week" | "month";

/** What a limit counts and over which period. */
export const limitTraits = {
  deposit_day: { kind: "deposit", period: "day" },
  deposit_week: { kind: "deposit", period: "week" },
  deposit_month: { kind: "deposit", period: "month" },
  loss_day: { kind: "loss", period: "day" },
  loss_week: { kind: "loss", period: "week" },
  loss_month: { kind: "loss", period: "month" },
  session_day: { kind: "session", period: "day" },
} as const satisfies Record<LimitKey, { kind: LimitKind; period: LimitPeriod }>;

/** RTS 12: an increase or a removal of a limit takes effect only after this cooling-off time. */
export const increaseDelayHours = 24;

/** The session limit, in minutes a day: at least 1, at most a whole day. */
export const sessionMinutesMax = 24 * 60;

/**
 * What kind of change a new value is against the limit in force: `null` means no limit.
 * A new limit or a lower one applies at once ("decrease"); a higher one or a removal waits ("increase").
 */
export function limitChange(current: number | null, next: number | null): "same" | "decrease" | "increase" {
  if (current === next) return "same";
  if (next === null) return "increase";
  if (current === null) return "decrease";
  return next < current ? "decrease" : "increase";
}

/** Why a limit's value is refused (money: whole units up to the largest amount; session: 1–1440 minutes). */
export function limitValueProblem(key: LimitKey, value: number, currency: Currency): "integer" | "range" | null {
  if (!Number.isInteger(value)) return "integer";
  if (limitTraits[key].kind === "session") return value >= 1 && value <= sessionMinutesMax ? null : "range";
  if (value < minorPerUnit[currency] || value > maxAmount[currency]) return "range";
  return value % minorPerUnit[currency] === 0 ? null : "integer";
}

/** A limit as the player sees it: money in minor units, the session limit in minutes. */
export const PlayLimit = type({
  key: LimitKey,
  /** In force now; null: no limit. */
  value: "number.integer | null",
  /** Counted this period (deposited, lost net of wins, minutes played); never below 0. */
  used: "number.integer >= 0",
  /** What is left this period (value - used, never below 0); null without a limit. */
  left: "number.integer >= 0 | null",
  /** When this period ends and the count starts again (ISO instant). */
  resets_at: "string",
  /** A raise or a removal waiting its 24 hours: the value it will take (null = removed) and from when. */
  pending: type({ value: "number.integer | null", from: "string" }).or("null"),
});
export type PlayLimit = typeof PlayLimit.infer;

export const SetLimitBody = type({
  key: LimitKey,
  /** The new limit (minor units or minutes); null removes it. */
  value: type("1 <= number.integer <= 10000000000000").or("null"),
});
export type SetLimitBody = typeof SetLimitBody.infer;

/** `applied`: in force now (a new or lower limit); `pending`: a raise or removal from `limit.pending.from`. */
export const SetLimitAnswer = type({ outcome: "'applied' | 'pending' | 'unchanged'", limit: PlayLimit });
export type SetLimitAnswer = typeof SetLimitAnswer.infer;

// ---------- reality check ----------

export const realityCheckIntervals = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof realityCheckIntervals)[number];
export const RealityCheckMinutes = type.enumerated(...realityCheckIntervals);
export const RealityCheckBody = type({ minutes: RealityCheckMinutes });
export type RealityCheckBody = typeof RealityCheckBody.infer;

// ---------- time-out and self-exclusion ----------

export const restrictionLengths = ["24h", "7d", "30d", "6m", "1y", "5y"] as const;
export type RestrictionLength = (typeof restrictionLengths)[number];
export const RestrictionLength = type.enumerated(...restrictionLengths);
export type RestrictionKind = "time_out" | "self_exclusion";

/** RTS 13 time-outs (a day to a month) and RTS 14 self-exclusion (six months to five years). */
export const restrictionTraits = {
  "24h": { kind: "time_out", amount: { hours: 24 } },
  "7d": { kind: "time_out", amount: { days: 7 } },
  "30d": { kind: "time_out", amount: { days: 30 } },
  "6m": { kind: "self_exclusion", amount: { months: 6 } },
  "1y": { kind: "self_exclusion", amount: { years: 1 } },
  "5y": { kind: "self_exclusion", amount: { years: 5 } },
} as const satisfies Record<
  RestrictionLength,
  { kind: RestrictionKind; amount: { hours?: number; days?: number; months?: number; years?: number } }
>;

export const RestrictBody = type({ length: RestrictionLength });
export type RestrictBody = typeof RestrictBody.infer;

export const Restriction = type({
  kind: "'time_out' | 'self_exclusion'",
  since: "string",
  until: "string",
});
export type Restriction = typeof Restriction.infer;

/** What stays possible during a time-out or self-exclusion; everything else that moves money to play is refused. */
export const openDuringRestriction = ["balance", "withdraw", "history"] as const;

// ---------- the player's view ----------

export const ResponsibleView = type({
  currency: "'MYR' | 'USDT'",
  limits: PlayLimit.array(),
  reality_check_minutes: RealityCheckMinutes,
  restriction: Restriction.or("null"),
});
export type ResponsibleView = typeof ResponsibleView.infer;

// ---------- the play session (while a game is open) ----------

/**
 * The server's clock of the open game session, asked for by the game screen (a heartbeat): time
 * played, the net result (wins − bets, minor units), whether a reality check is due and whether
 * today's session limit has ended play.
 */
export const PlaySession = type({
  started_at: "string",
  played_seconds: "number.integer >= 0",
  net: "number.integer",
  currency: "'MYR' | 'USDT'",
  reality_check_due: "boolean",
  /** Seconds of play left today under the session limit; null without one. */
  session_left_seconds: "number.integer >= 0 | null",
  /** The session limit is reached: the game closes. */
  ended_by_limit: "boolean",
});
export type PlaySession = typeof PlaySession.infer;

export const PlaySessionBody = type({ provider_code: /^[A-Za-z0-9_-]{1,32}$/ });
export type PlaySessionBody = typeof PlaySessionBody.infer;
