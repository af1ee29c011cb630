import { useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { parseReportSearch } from "../../../api/contract/enums.ts";
import { gameRecordReportQuery } from "../../../api/wallet.ts";
import { browserTimeZone, formatDateTime, reportRange } from "../../../lib/dates.ts";
import { Money } from "../../../ui/money.tsx";
import { ReportResult, reportPages } from "./-components/report-result.tsx";

export const Route = createFileRoute("/_signedIn/reports/game_record_result")({
  validateSearch: parseReportSearch,
  component: GameRecordResult,
});

function GameRecordResult() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const range = reportRange(search);
  const report = useInfiniteQuery(gameRecordReportQuery({ ...range, tz: browserTimeZone() }));
  const { items, first } = reportPages(report);
  return (
    <ReportResult
      title={t`Game records`}
      range={range}
      report={report}
      totals={
        <dl className="info-list">
          {(first?.totals ?? []).map((total) => (
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
            <p className="muted">{formatDateTime(item.created_at)}</p>
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
