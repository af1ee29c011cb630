import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ReportFilter } from "./-components/report-filter.tsx";

export const Route = createFileRoute("/_signedIn/reports/game_record")({
  component: Screen,
});

function Screen() {
  const { t } = useLingui();
  return (
    <ReportFilter
      title={t`Game records`}
      result="/reports/game_record_result"
      note={t`Game records take 15 to 30 minutes to sync.`}
    />
  );
}
