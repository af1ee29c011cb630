import { useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { eventsQuery, postsQuery } from "../../../../api/content.ts";
import { i18n } from "../../../../i18n/i18n.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { LoadMore, LoadMorePages } from "../../../../ui/load-more.tsx";
import { NavTiles } from "../../../../ui/nav-tiles.tsx";
import { useNavigation } from "../../../../ui/navigation.tsx";
import { SkeletonList } from "../../../../ui/skeleton-list.tsx";
import { EventCard } from "../-components/event-card.tsx";
import { serverNow } from "../-components/event-timing.ts";
import { PostRow } from "../-components/post-row.tsx";

/**
 * /event, the Events tab: the shortcuts of its area (check-in, rebates, gifts, announcements: those whose screen
 * exists), the tenant's promotions (running, then upcoming, then ended) with their period and remaining time, and
 * the news posts.
 */
export const Route = createFileRoute("/_signedIn/(content)/event/")({
  loader: ({ context }) => {
    void context.queryClient.ensureInfiniteQueryData(postsQuery(i18n.locale)).catch(() => {});
    return context.queryClient.ensureInfiniteQueryData(eventsQuery(i18n.locale));
  },
  pendingComponent: EventsPending,
  component: EventsScreen,
});

/** While the screen's code or its first page loads: the tab's own frame (a tab has no back button). */
function EventsPending() {
  const { t } = useLingui();
  return (
    <main className="screen events">
      <h1 className="page-title">{t`Events`}</h1>
      <SkeletonList rows={3} />
    </main>
  );
}

function EventsScreen() {
  const { t, i18n: active } = useLingui();
  const shortcuts = useNavigation("events");
  const events = useInfiniteQuery(eventsQuery(active.locale));
  const news = useInfiniteQuery(postsQuery(active.locale));
  const items = events.data?.pages.flatMap((page) => page.items) ?? [];
  const answered = events.data?.pages[0]?.now;
  const now = answered ? serverNow(answered, events.dataUpdatedAt) : new Date().toISOString();
  const posts = news.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <main className="screen events">
      <h1 className="page-title">{t`Events`}</h1>
      {shortcuts.length > 0 ? (
        <nav aria-label={t`Rewards`} className="quick-actions">
          <NavTiles entries={shortcuts} />
        </nav>
      ) : null}
      <section aria-labelledby="events-promotions">
        <h2 id="events-promotions" className="section-title">
          {t`Promotions`}
        </h2>
        {events.isPending ? (
          <SkeletonList rows={2} />
        ) : items.length === 0 ? (
          <EmptyState title={t`No promotions right now`} text={t`New promotions show up here as soon as they start.`} />
        ) : (
          <>
            <ul className="content-cards" aria-label={t`Promotions`}>
              {items.map((event) => (
                <EventCard key={event._id} event={event} now={now} />
              ))}
            </ul>
            {/* "No more" is said once, under the news */}
            {events.hasNextPage ? (
              <LoadMore hasMore loading={events.isFetchingNextPage} onLoadMore={() => void events.fetchNextPage()} />
            ) : null}
          </>
        )}
      </section>
      <section aria-labelledby="events-news">
        <h2 id="events-news" className="section-title">
          {t`News`}
        </h2>
        {news.isPending ? (
          <SkeletonList rows={2} />
        ) : posts.length === 0 ? (
          <EmptyState title={t`No news yet`} />
        ) : (
          <>
            <ul className="list" aria-label={t`News`}>
              {posts.map((post) => (
                <PostRow key={post._id} post={post} />
              ))}
            </ul>
            <LoadMorePages list={news} />
          </>
        )}
      </section>
    </main>
  );
}
