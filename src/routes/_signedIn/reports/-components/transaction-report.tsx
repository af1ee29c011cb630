import { useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { transactionReportQuery } from "../../../../api/wallet.ts";
import { browserTimeZone } from "../../../../lib/dates.ts";
import { Money } from "../../../../ui/money.tsx";
import { TransactionRow } from "../../-components/transaction-row.tsx";
import { ReportResult, reportPages } from "./report-result.tsx";

/** Deposit or withdrawal report over a date range. */
export function TransactionReport({
  kind,
  range,
}: {
  kind: "deposit" | "withdraw";
  range: { start_date: string; end_date: string };
}) {
  const { t } = useLingui();
  const report = useInfiniteQuery(transactionReportQuery(kind, { ...range, tz: browserTimeZone() }));
  const { items, first } = reportPages(report);
  const totals = first?.totals ?? [];
  return (
    <ReportResult
      title={kind === "deposit" ? t`Deposit report` : t`Withdrawal report`}
      range={range}
      report={report}
      totals={
        <dl className="info-list">
          {totals.map((total) => (
            <div key={total.currency}>
              <dt>{t`Total (${total.count})`}</dt>
              <dd>
                <Money value={total.amount} currency={total.currency} />
              </dd>
            </div>
          ))}
        </dl>
      }
    >
      {items.map((item) => (
        <TransactionRow key={item._id} transaction={item} />
      ))}
    </ReportResult>
  );
}
