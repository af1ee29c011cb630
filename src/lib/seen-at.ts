/**
 * When something was last seen, short, in the player's language and time zone: the time alone ("14:05") when it was
 * today there, else the day and time ("28 Nov, 14:05"), with the year when it was another year. Plain Intl (no date
 * library): the offline screen shows it, and must open without the network.
 */
export function formatSeenAt(iso: string, locale: string, now: Date = new Date(), timeZone?: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  const time = { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
  const [seenDay, today] = [day.format(at), day.format(now)];
  if (seenDay === today) return new Intl.DateTimeFormat(locale, time).format(at);
  const year = seenDay.slice(0, 4) === today.slice(0, 4) ? {} : ({ year: "numeric" } as const);
  return new Intl.DateTimeFormat(locale, { ...time, ...year, day: "numeric", month: "short" }).format(at);
}
