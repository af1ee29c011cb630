import { useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { parseReportSearch } from "../../../api/contract/enums.ts";
import { gameRecordReportQuery } from "../../../api/wallet.ts";
import { browserTimeZone, formatDateTime, localDay } from "../../../lib/dates.ts";
import { Money } from "../../../ui/money.tsx";
import { ReportResult } from "./-components/report-result.tsx";

export const Route = createFileRoute("/_signedIn/reports/game_record_result")({
  validateSearch: parseReportSearch,
  component: GameRecordResult,
});

function GameRecordResult() {
  const { t, i18n } = useLingui();
  const search = Route.useSearch();
  const range = { start_date: search.start_date ?? localDay(6), end_date: search.end_date ?? localDay(0) };
  const report = useInfiniteQuery(gameRecordReportQuery({ ...range, tz: browserTimeZone() }));
  const pages = report.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  return (
    <ReportResult
      title={t`Game records`}
      range={range}
      pending={report.isPending}
      empty={items.length === 0}
      hasMore={Boolean(report.hasNextPage)}
      loadingMore={report.isFetchingNextPage}
      onLoadMore={() => void report.fetchNextPage()}
      totals={
        <dl className="info-list">
          {(pages[0]?.totals ?? []).map((total) => (
            <div key={total.currency}>
              <dt>{t`Bets (${total.count}) · win/loss`}</dt>
              <dd>
                <Money value={total.bet} currency={total.currency} /> ·{" "}
                <Money value={total.profit} currency={total.currency} />
              </dd>
            </div>
          ))}
        </dl>
      }
    >
      {items.map((item) => (
        <li key={item._id} className="list-item">
          <div className="list-item__main">
            <p className="list-item__title">
              {item.game} · {item.provider}
            </p>
            <p className="muted">{formatDateTime(item.created_at, i18n.locale)}</p>
          </div>
          <div className="list-item__end">
            <span>
              {t`Bet`} <Money value={item.bet} currency={item.currency} />
            </span>
            <Money value={item.profit} currency={item.currency} className={item.profit >= 0 ? "gain" : "loss"} />
          </div>
        </li>
      ))}
    </ReportResult>
  );
}
