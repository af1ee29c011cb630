import { useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { parseReportSearch } from "../../../api/contract/enums.ts";
import { turnoverReportQuery } from "../../../api/wallet.ts";
import { browserTimeZone, reportRange } from "../../../lib/dates.ts";
import { Money } from "../../../ui/money.tsx";
import { ReportResult, reportPages } from "./-components/report-result.tsx";

export const Route = createFileRoute("/_signedIn/reports/turnover_result")({
  validateSearch: parseReportSearch,
  component: TurnoverResult,
});

function TurnoverResult() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const range = reportRange(search);
  const report = useInfiniteQuery(turnoverReportQuery({ ...range, tz: browserTimeZone() }));
  const { items, first } = reportPages(report);
  return (
    <ReportResult
      title={t`Turnover`}
      range={range}
      report={report}
      totals={
        <dl className="info-list">
          {(first?.totals ?? []).map((total) => (
            <div key={total.currency}>
              <dt>{t`Total turnover (${total.bets} bets)`}</dt>
              <dd>
                <Money value={total.turnover} currency={total.currency} />
              </dd>
            </div>
          ))}
        </dl>
      }
    >
      {items.map((item) => (
        <li key={`${item.date}-${item.currency}`} className="list-item">
          <div className="list-item__main">
            <p className="list-item__title">{item.date}</p>
            <p className="muted">{t`${item.bets} bets`}</p>
          </div>
          <div className="list-item__end">
            <Money value={item.turnover} currency={item.currency} />
          </div>
        </li>
      ))}
    </ReportResult>
  );
}
