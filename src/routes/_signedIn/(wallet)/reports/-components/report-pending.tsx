import type { MessageDescriptor } from "@lingui/core";
import { SkeletonList } from "../../../../../ui/skeleton-list.tsx";
import { ReportFrame } from "./report-frame.tsx";
import type { ReportSearch } from "./reports.tsx";

/** A report's result while its first page loads (the route's pending component): the frame over skeleton rows. */
export function ReportPending({ report, search }: { report: { title: MessageDescriptor }; search: ReportSearch }) {
  return (
    <ReportFrame title={report.title} search={search}>
      <SkeletonList />
    </ReportFrame>
  );
}
