import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import type { Mail } from "../../../../api/contract/mail.ts";
import { inboxQuery } from "../../../../api/mail.ts";
import { formatDateTime } from "../../../../lib/dates.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { LoadMorePages } from "../../../../ui/load-more.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { SkeletonList } from "../../../../ui/skeleton-list.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { firstLine, useMailText } from "./-components/mail-text.ts";

export const Route = createFileRoute("/_signedIn/(social)/mail/")({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(inboxQuery()),
  staticData: { title: msg`Mail` },
  pendingComponent: RoutePending,
  component: InboxScreen,
});

/** The inbox: newest first, unread ones marked (bold, a dot, and said to screen readers); a tap opens one. */
function InboxScreen() {
  const { t } = useLingui();
  const list = useInfiniteQuery(inboxQuery());
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  return (
    <main className="screen">
      <PageHeader title={t`Mail`} />
      {list.isPending ? (
        <SkeletonList />
      ) : items.length === 0 ? (
        <EmptyState
          title={t`No mail yet`}
          text={t`Messages from us, and news of your deposits, withdrawals and friend requests, arrive here.`}
        />
      ) : (
        <>
          <p className="mail-summary" aria-live="polite">
            {unread > 0 ? t`${unread} unread` : t`All read`}
          </p>
          <ul className="list" aria-label={t`Inbox`}>
            {items.map((mail) => (
              <MailRow key={mail._id} mail={mail} />
            ))}
          </ul>
          <LoadMorePages list={list} />
        </>
      )}
    </main>
  );
}

function MailRow({ mail }: { mail: Mail }) {
  const { t } = useLingui();
  const text = useMailText()(mail);
  const unread = mail.read_at === null;
  return (
    <li>
      <Link
        to="/mail/$mailId"
        params={{ mailId: mail._id }}
        className={unread ? "list-item mail-row mail-row--unread" : "list-item mail-row"}
      >
        <span className="mail-row__dot" aria-hidden="true" />
        <div className="list-item__main">
          <p className="mail-row__title">
            {unread ? <span className="visually-hidden">{t`Unread:`} </span> : null}
            {text.title}
          </p>
          <p className="mail-row__preview">{firstLine(text.body)}</p>
          <p className="list-item__meta">
            <time className="list-item__when" dateTime={mail.created_at}>
              {formatDateTime(mail.created_at)}
            </time>
          </p>
        </div>
      </Link>
    </li>
  );
}
