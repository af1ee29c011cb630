import { createFileRoute } from "@tanstack/react-router";
import { parseReportSearch } from "../../../../api/contract/enums.ts";
import { ReportPending } from "./-components/report-pending.tsx";
import { ReportResult } from "./-components/report-result.tsx";
import { reportQuery, reports } from "./-components/reports.tsx";

const report = reports.deposit;

export const Route = createFileRoute("/_signedIn/(wallet)/reports/deposit_result")({
  validateSearch: parseReportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.infiniteQuery({ ...reportQuery(report, deps), staleTime: "static" }),
  pendingComponent: () => <ReportPending report={report} search={Route.useSearch()} />,
  component: () => <ReportResult report={report} search={Route.useSearch()} />,
  // one lazy chunk: the loader needs the dates library and the descriptions, which the first screen must not load
  codeSplitGroupings: [["loader", "pendingComponent", "component"]],
});
