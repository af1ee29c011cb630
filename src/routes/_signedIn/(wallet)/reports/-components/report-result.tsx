import { useLingui } from "@lingui/react/macro";
import { useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { Fragment } from "react";
import { EmptyState } from "../../../../../ui/empty-state.tsx";
import { LoadMore } from "../../../../../ui/load-more.tsx";
import { ReportFrame } from "./report-frame.tsx";
import { type ReportDescription, type ReportPage, type ReportSearch, reportQuery } from "./reports.tsx";

/**
 * A report over the dates of its search: the totals, the rows, infinite scroll, 'No more'.
 * The route's loader has loaded the first page with the same query, so this reads it from the cache.
 */
export function ReportResult<Page extends ReportPage>({
  report,
  search,
}: {
  report: ReportDescription<Page>;
  search: ReportSearch;
}) {
  const { t, i18n } = useLingui();
  const query = useSuspenseInfiniteQuery(reportQuery(report, search));
  const pages = query.data.pages;
  const items = pages.flatMap((page) => page.items);
  return (
    <ReportFrame title={report.title} search={search}>
      {items.length === 0 ? (
        <EmptyState title={t`Nothing in this period`} text={t`Try a longer date range.`} />
      ) : (
        <>
          <section className="card" aria-label={t`Totals`}>
            <dl className="info-list info-list--wrap">
              {(pages[0]?.totals ?? []).map((total) => (
                <div key={total.currency}>
                  <dt>{report.totalLabel(total, i18n)}</dt>
                  <dd>{report.totalAmount(total)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <ul className="list">
            {items.map((item) => (
              <Fragment key={report.rowKey(item)}>{report.row(item, i18n)}</Fragment>
            ))}
          </ul>
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </ReportFrame>
  );
}
