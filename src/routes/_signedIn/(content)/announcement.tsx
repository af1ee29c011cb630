import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { announcementsQuery } from "../../../api/content.ts";
import { i18n } from "../../../i18n/i18n.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { LoadMorePages } from "../../../ui/load-more.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { SkeletonList } from "../../../ui/skeleton-list.tsx";
import { RoutePending } from "../-components/route-pending.tsx";

/** /announcement: the tenant's notices, pinned first, then the newest (the marquee on /home leads here). */
export const Route = createFileRoute("/_signedIn/(content)/announcement")({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(announcementsQuery(i18n.locale)),
  staticData: { title: msg`Announcements` },
  pendingComponent: RoutePending,
  component: AnnouncementsScreen,
});

function AnnouncementsScreen() {
  const { t, i18n: active } = useLingui();
  const list = useInfiniteQuery(announcementsQuery(active.locale));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <main className="screen">
      <PageHeader title={t`Announcements`} />
      {list.isPending ? (
        <SkeletonList />
      ) : items.length === 0 ? (
        <EmptyState title={t`No announcements`} text={t`Notices about maintenance and new games show up here.`} />
      ) : (
        <>
          <ul className="announcements" aria-label={t`Announcements`}>
            {items.map((notice) => (
              <li key={notice._id} className="card announcement">
                <h2 className="announcement__title">
                  {notice.pinned ? <span className="content-status content-status--pinned">{t`Pinned`}</span> : null}
                  <span>{notice.title}</span>
                </h2>
                <p className="announcement__when">
                  <time dateTime={notice.published_at}>{formatDateTime(notice.published_at)}</time>
                </p>
                <p className="announcement__body">{notice.body}</p>
              </li>
            ))}
          </ul>
          <LoadMorePages list={list} />
        </>
      )}
    </main>
  );
}
