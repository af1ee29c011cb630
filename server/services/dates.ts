/**
 * Day and month boundaries. Platform days (withdrawal limits, check-in) run on GMT+8;
 * report filters are dates in the caller's IANA time zone with the end date inclusive.
 */
import { DateTime } from "luxon";
import { fail } from "../errors.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The platform's day boundary: 00:00 GMT+08:00. */
export const PLATFORM_OFFSET_MS = 8 * HOUR_MS;
export const DEFAULT_TIME_ZONE = "Asia/Kuala_Lumpur";

/** Start of the GMT+8 day holding `now`. */
export function platformDayStart(now: Date): Date {
  const local = now.getTime() + PLATFORM_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - PLATFORM_OFFSET_MS);
}

/** Start of the GMT+8 week (from Monday 00:00) holding `now`. */
export function platformWeekStart(now: Date): Date {
  const day = platformDayStart(now);
  // the weekday of that GMT+8 day: 0 Sunday … 6 Saturday
  const weekday = new Date(day.getTime() + PLATFORM_OFFSET_MS).getUTCDay();
  return new Date(day.getTime() - ((weekday + 6) % 7) * DAY_MS);
}

/** Start of the GMT+8 month holding `now`. */
export function platformMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + PLATFORM_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - PLATFORM_OFFSET_MS);
}

/** The GMT+8 day holding `now`, as YYYY-MM-DD. */
export function platformDay(now: Date): string {
  return new Date(now.getTime() + PLATFORM_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a GMT+8 day (YYYY-MM-DD) starts. */
export function platformDayStartOf(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - PLATFORM_OFFSET_MS);
}

/** The GMT+8 day after `day` (YYYY-MM-DD). */
export function nextPlatformDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** YYMMDD of `now` in GMT+8 (transaction references). */
export function platformDateCode(now: Date): string {
  return new Date(now.getTime() + PLATFORM_OFFSET_MS).toISOString().slice(2, 10).replaceAll("-", "");
}

/** The IANA zone, or 400 "Invalid data request" when unknown (default Asia/Kuala_Lumpur). */
export function timeZoneOf(tz: string | undefined): string {
  if (tz === undefined || tz === "") return DEFAULT_TIME_ZONE;
  if (tz.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(tz)) fail(400, "Invalid data request");
  const zone = DateTime.now().setZone(tz);
  if (!zone.isValid) fail(400, "Invalid data request");
  return tz;
}

export type DateRange = { from: Date | null; to: Date | null };

/**
 * start_date/end_date (YYYY-MM-DD) in `zone` as instants: from = start 00:00, to = the day after
 * end 00:00 (end inclusive), so from <= created < to. Start after end → 400 "Invalid date range".
 */
export function dateRange(start: string | undefined, end: string | undefined, zone: string): DateRange {
  const day = (value: string) => {
    const date = DateTime.fromISO(value, { zone });
    // Years far out cannot be timestamps of this platform (and some are not timestamps at all).
    if (!date.isValid || date.year < 1900 || date.year > 2999) fail(400, "Invalid data request");
    return date.startOf("day");
  };
  const from = start ? day(start) : null;
  const last = end ? day(end) : null;
  if (from && last && from > last) fail(400, "Invalid date range");
  return { from: from?.toJSDate() ?? null, to: last ? last.plus({ days: 1 }).toJSDate() : null };
}
