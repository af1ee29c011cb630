import { createFileRoute } from "@tanstack/react-router";
import { parseReportSearch } from "../../../api/contract/enums.ts";
import { localDay } from "../../../lib/dates.ts";
import { TransactionReport } from "./-components/transaction-report.tsx";

export const Route = createFileRoute("/_signedIn/reports/withdraw_result")({
  validateSearch: parseReportSearch,
  component: Screen,
});

function Screen() {
  const search = Route.useSearch();
  return (
    <TransactionReport
      kind="withdraw"
      range={{ start_date: search.start_date ?? localDay(6), end_date: search.end_date ?? localDay(0) }}
    />
  );
}
