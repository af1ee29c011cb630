import { createFileRoute } from "@tanstack/react-router";
import { parseReportSearch } from "../../../api/contract/enums.ts";
import { reportRange } from "../../../lib/dates.ts";

import { TransactionReport } from "./-components/transaction-report.tsx";

export const Route = createFileRoute("/_signedIn/reports/withdraw_result")({
  validateSearch: parseReportSearch,
  component: Screen,
});

function Screen() {
  const search = Route.useSearch();
  return <TransactionReport kind="withdraw" range={reportRange(search)} />;
}
