import { DateTime } from "luxon";

/** Local date display, YYYY-MM-DD (SPEC §9). */
export function formatLocalDate(iso: string, zone?: string): string {
  return DateTime.fromISO(iso, zone ? { zone } : {}).toFormat("yyyy-MM-dd");
}

/** A local date and time: the date as YYYY-MM-DD (SPEC §9), the time as 24-hour HH:mm. */
export function formatDateTime(iso: string, zone?: string): string {
  return DateTime.fromISO(iso, zone ? { zone } : {}).toFormat("yyyy-MM-dd HH:mm");
}

/** The browser's IANA time zone (its own module, without luxon, so loaders can use it). */
export { browserTimeZone } from "./time-zone.ts";

/** Today in the browser's zone as YYYY-MM-DD, and N days before it. */
export function localDay(daysAgo = 0): string {
  return DateTime.local().minus({ days: daysAgo }).toFormat("yyyy-MM-dd");
}

/** A zone's offset from GMT now, as "GMT+08:00". */
export function zoneOffset(zone: string): string {
  return `GMT${DateTime.now().setZone(zone).toFormat("ZZ")}`;
}

/** The first day of this month in the browser's zone, YYYY-MM-DD. */
export function localMonthStart(): string {
  return DateTime.local().startOf("month").toFormat("yyyy-MM-dd");
}

/** Minutes since an ISO time. */
export function minutesSince(iso: string): number {
  return DateTime.now().diff(DateTime.fromISO(iso), "minutes").minutes;
}

/** A report's date range from its search, defaulting to the last 7 days (both days included). */
export function reportRange(search: { start_date?: string; end_date?: string }): {
  start_date: string;
  end_date: string;
} {
  return { start_date: search.start_date ?? localDay(6), end_date: search.end_date ?? localDay(0) };
}

/** A chat message's time: HH:mm today, else YYYY-MM-DD HH:mm (local). */
export function formatMessageTime(iso: string, zone?: string): string {
  const at = DateTime.fromISO(iso, zone ? { zone } : {});
  return at.hasSame(DateTime.now().setZone(at.zone), "day") ? at.toFormat("HH:mm") : at.toFormat("yyyy-MM-dd HH:mm");
}

/**
 * A day and time of the coming days or weeks in the player's zone and language, without the year: when a limit's
 * period resets or a raise starts ("Nov 28, 14:05" in en-US, "11月28日 14:05" in zh-CN, "28 Nov, 14:05" in ms-MY).
 */
export function formatDayTime(iso: string, locale: string, zone?: string): string {
  return DateTime.fromISO(iso, zone ? { zone } : {})
    .setLocale(locale)
    .toLocaleString({ day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
}
