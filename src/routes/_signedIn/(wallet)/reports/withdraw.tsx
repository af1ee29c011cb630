import { createFileRoute } from "@tanstack/react-router";
import { ReportFilter } from "./-components/report-filter.tsx";
import { reports } from "./-components/reports.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/reports/withdraw")({
  component: () => <ReportFilter report={reports.withdraw} />,
});
