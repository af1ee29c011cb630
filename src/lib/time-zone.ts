/**
 * The browser's IANA time zone, sent with date filters (SPEC §9). Its own module, without luxon,
 * so a route's loader can build a list's query key without pulling the date library into the first screen.
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
