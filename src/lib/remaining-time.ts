import { DateTime, Interval } from "luxon";

/**
 * Remaining time (SPEC §9: years, or months/days/hours), worked out on the calendar (luxon): whole years when a
 * year or more is left; else months and days; else days and hours; else hours and minutes; else minutes (at
 * least one). Null once `to` has passed.
 */
export type Remaining = { unit: "year" | "month" | "day" | "hour" | "minute"; value: number }[];

export function remainingParts(nowIso: string, toIso: string): Remaining | null {
  const now = DateTime.fromISO(nowIso, { zone: "utc" });
  const to = DateTime.fromISO(toIso, { zone: "utc" });
  if (!now.isValid || !to.isValid || to <= now) return null;
  const left = Interval.fromDateTimes(now, to).toDuration(["years", "months", "days", "hours", "minutes"]).toObject();
  const years = Math.floor(left.years ?? 0);
  const months = Math.floor(left.months ?? 0);
  const days = Math.floor(left.days ?? 0);
  const hours = Math.floor(left.hours ?? 0);
  const minutes = Math.floor(left.minutes ?? 0);
  const parts = (pairs: [Remaining[number]["unit"], number][]): Remaining =>
    pairs.filter(([, value], i) => i === 0 || value > 0).map(([unit, value]) => ({ unit, value }));
  if (years > 0) return parts([["year", years]]);
  if (months > 0)
    return parts([
      ["month", months],
      ["day", days],
    ]);
  if (days > 0)
    return parts([
      ["day", days],
      ["hour", hours],
    ]);
  if (hours > 0)
    return parts([
      ["hour", hours],
      ["minute", minutes],
    ]);
  return parts([["minute", Math.max(1, minutes)]]);
}

/** The parts in a language: "2 years", "3 months, 4 days" (en), "3个月4天" (zh), "5 hari 6 jam" (ms). */
export function formatRemaining(parts: Remaining, locale: string): string {
  const words = parts.map(({ unit, value }) =>
    new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(value),
  );
  return new Intl.ListFormat(locale, { type: "unit", style: "narrow" }).format(words);
}

/** Remaining time from `nowIso` to `toIso` in a language, or null when it has passed. */
export function remainingTime(nowIso: string, toIso: string, locale: string): string | null {
  const parts = remainingParts(nowIso, toIso);
  return parts ? formatRemaining(parts, locale) : null;
}
