import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { LoadMore } from "../../../../ui/load-more.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { SkeletonList } from "../../../../ui/skeleton-list.tsx";

/** An infinite report query as the result screens use it. */
type ReportQueryResult<Page extends { items: unknown[] }> = {
  data?: { pages: Page[] };
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** The rows of every page loaded so far, and the first page (which carries the totals). */
export function reportPages<Page extends { items: unknown[] }>(report: ReportQueryResult<Page>) {
  const pages = report.data?.pages ?? [];
  return { items: pages.flatMap((page) => page.items) as Page["items"], first: pages[0] };
}

/** The frame every report result shares: range, totals, rows, infinite scroll, 'No more'. */
export function ReportResult<Page extends { items: unknown[] }>({
  title,
  range,
  report,
  totals,
  children,
}: {
  title: string;
  range: { start_date: string; end_date: string };
  report: ReportQueryResult<Page>;
  totals: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const pending = report.isPending;
  const empty = reportPages(report).items.length === 0;
  return (
    <main className="screen">
      <PageHeader title={title} />
      <p className="muted">
        {range.start_date} – {range.end_date}
      </p>
      {pending ? (
        <SkeletonList />
      ) : empty ? (
        <EmptyState title={t`Nothing in this period`} text={t`Try a longer date range.`} />
      ) : (
        <>
          <section className="card" aria-label={t`Totals`}>
            {totals}
          </section>
          <ul className="list">{children}</ul>
          <LoadMore
            hasMore={report.hasNextPage}
            loading={report.isFetchingNextPage}
            onLoadMore={() => void report.fetchNextPage()}
          />
        </>
      )}
    </main>
  );
}
