import { DateTime } from "luxon";

/** Local date display, YYYY-MM-DD (SPEC §9). */
export function formatLocalDate(iso: string, zone?: string): string {
  return DateTime.fromISO(iso, { zone: zone ?? "local" }).toFormat("yyyy-MM-dd");
}

/** A date and time in the active locale. */
export function formatDateTime(iso: string, locale: string, zone?: string): string {
  return DateTime.fromISO(iso, { zone: zone ?? "local" })
    .setLocale(locale)
    .toLocaleString(DateTime.DATETIME_MED);
}
