import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ReportFilter } from "./-components/report-filter.tsx";

export const Route = createFileRoute("/_signedIn/reports/withdraw")({
  component: Screen,
});

function Screen() {
  const { t } = useLingui();
  return <ReportFilter title={t`Withdrawal report`} result="/reports/withdraw_result" />;
}
