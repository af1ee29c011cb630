import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ReportFilter } from "./-components/report-filter.tsx";

export const Route = createFileRoute("/_signedIn/reports/turnover")({
  component: Screen,
});

function Screen() {
  const { t } = useLingui();
  return (
    <ReportFilter
      title={t`Turnover`}
      result="/reports/turnover_result"
      note={t`Game records take 15 to 30 minutes to sync.`}
    />
  );
}
