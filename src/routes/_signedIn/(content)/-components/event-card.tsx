import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { EventSummary } from "../../../../api/contract/content.ts";
import { ClockIcon } from "../../../../ui/icons.tsx";
import { SafeImage } from "../../../../ui/safe-image.tsx";
import { useEventTiming } from "./event-timing.ts";

/** A promotion in the Events tab: banner, title, summary, period and remaining time; opens its detail. */
export function EventCard({ event, now }: { event: EventSummary; now: string }) {
  const { t } = useLingui();
  const { period, timing } = useEventTiming()(event, now);
  const statusLabel = { upcoming: t`Upcoming`, running: t`Running`, ended: t`Ended` }[event.status];
  return (
    <li>
      <Link
        to="/event/$eventId"
        params={{ eventId: event._id }}
        className={`content-card content-card--${event.status}`}
      >
        <SafeImage className="content-card__image" src={event.banner} alt="" width={600} height={300} loading="lazy" />
        <div className="content-card__body">
          <p className="content-card__title">{event.title}</p>
          {event.summary ? <p className="content-card__summary">{event.summary}</p> : null}
          <p className="content-card__meta">
            <span className={`content-status content-status--${event.status}`}>{statusLabel}</span>
            <span>{period}</span>
          </p>
          {event.status === "ended" ? null : (
            <p className="content-card__timing">
              <ClockIcon />
              <span>{timing}</span>
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}
