import { useLingui } from "@lingui/react/macro";
import { DateTime } from "luxon";
import type { EventSummary } from "../../../../api/contract/content.ts";
import { formatLocalDate } from "../../../../lib/dates.ts";
import { remainingTime } from "../../../../lib/remaining-time.ts";

/**
 * The server's clock now: the `now` it answered, moved on by the time since the answer came (the device's clock
 * may be wrong, and the sandbox's clock is moved in tests).
 */
export function serverNow(answeredNow: string, answeredAt: number): string {
  const at = DateTime.fromISO(answeredNow).plus({ milliseconds: Math.max(0, Date.now() - answeredAt) });
  return at.toUTC().toISO() ?? answeredNow;
}

/** An event's period (local dates) and what its remaining time says: "Ends in 3 months 4 days", "Ended". */
export function useEventTiming(): (event: EventSummary, now: string) => { period: string; timing: string } {
  const { t, i18n } = useLingui();
  return (event, now) => {
    const start = formatLocalDate(event.starts_at);
    const end = formatLocalDate(event.ends_at);
    const period = t`${start} to ${end}`;
    if (event.status === "upcoming") {
      const left = remainingTime(now, event.starts_at, i18n.locale);
      return { period, timing: left ? t`Starts in ${left}` : t`Starting` };
    }
    if (event.status === "running") {
      const left = remainingTime(now, event.ends_at, i18n.locale);
      return { period, timing: left ? t`Ends in ${left}` : t`Ended` };
    }
    return { period, timing: t`Ended` };
  };
}
