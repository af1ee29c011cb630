import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ReportFilter } from "./-components/report-filter.tsx";

export const Route = createFileRoute("/_signedIn/reports/deposit")({
  component: Screen,
});

function Screen() {
  const { t } = useLingui();
  return <ReportFilter title={t`Deposit report`} result="/reports/deposit_result" />;
}
