import { createFileRoute } from "@tanstack/react-router";
import { parseReportSearch } from "../../../../api/contract/enums.ts";
import { ReportPending } from "./-components/report-pending.tsx";
import { ReportResult } from "./-components/report-result.tsx";
import { reportLoader, reports } from "./-components/reports.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/reports/game_record_result")({
  validateSearch: parseReportSearch,
  loaderDeps: ({ search }) => search,
  loader: reportLoader(reports.game_record),
  pendingComponent: () => <ReportPending report={reports.game_record} search={Route.useSearch()} />,
  component: () => <ReportResult report={reports.game_record} search={Route.useSearch()} />,
  // one lazy chunk: the loader needs the dates library and the descriptions, which the first screen must not load
  codeSplitGroupings: [["loader", "pendingComponent", "component"]],
});
