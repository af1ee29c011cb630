import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { eventQuery } from "../../../../api/content.ts";
import { i18n } from "../../../../i18n/i18n.ts";
import { ClockIcon } from "../../../../ui/icons.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RichText } from "../../../../ui/rich-text.tsx";
import { SafeImage } from "../../../../ui/safe-image.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { ContentMissing } from "../-components/content-missing.tsx";
import { serverNow, useEventTiming } from "../-components/event-timing.ts";

/** /event/{id}: one promotion with its banner, period, remaining time and details (clean HTML). */
export const Route = createFileRoute("/_signedIn/(content)/event/$eventId")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(eventQuery(i18n.locale, params.eventId)),
  staticData: { title: msg`Promotion`, pendingRows: 3 },
  pendingComponent: RoutePending,
  errorComponent: ContentMissing,
  component: EventScreen,
});

function EventScreen() {
  const { t, i18n: active } = useLingui();
  const { eventId } = Route.useParams();
  const { data: event, dataUpdatedAt } = useSuspenseQuery(eventQuery(active.locale, eventId));
  const { period, timing } = useEventTiming()(event, serverNow(event.now, dataUpdatedAt));
  const statusLabel = { upcoming: t`Upcoming`, running: t`Running`, ended: t`Ended` }[event.status];
  return (
    <main className="screen">
      <PageHeader title={t`Promotion`} />
      <article className="content-article" aria-labelledby="event-title">
        <SafeImage className="content-article__image" src={event.banner} alt="" width={600} height={300} />
        <h2 id="event-title" className="content-article__title">
          {event.title}
        </h2>
        <p className="content-card__meta">
          <span className={`content-status content-status--${event.status}`}>{statusLabel}</span>
          <span>{period}</span>
        </p>
        <p className="content-card__timing" data-testid="event-remaining">
          <ClockIcon />
          <span>{timing}</span>
        </p>
        {event.summary ? <p className="content-article__summary">{event.summary}</p> : null}
        <RichText html={event.body} />
      </article>
    </main>
  );
}
