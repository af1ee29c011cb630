import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { LoadMore } from "../../../../ui/load-more.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { SkeletonList } from "../../../../ui/skeleton-list.tsx";

/** The frame every report result shares: range, totals, rows, infinite scroll, 'No more'. */
export function ReportResult({
  title,
  range,
  totals,
  pending,
  empty,
  hasMore,
  loadingMore,
  onLoadMore,
  children,
}: {
  title: string;
  range: { start_date: string; end_date: string };
  totals: ReactNode;
  pending: boolean;
  empty: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
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
          <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={onLoadMore} />
        </>
      )}
    </main>
  );
}
