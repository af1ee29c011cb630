import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { reportRange } from "../../../../../lib/dates.ts";
import { PageHeader } from "../../../../../ui/page-header.tsx";
import type { ReportSearch } from "./reports.tsx";

/** The frame of a report's result: its title and dates, then what the screen shows of it. */
export function ReportFrame({
  title,
  search,
  children,
}: {
  title: MessageDescriptor;
  search: ReportSearch;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const range = reportRange(search);
  return (
    <main className="screen">
      <PageHeader title={i18n._(title)} />
      <p className="muted">
        {range.start_date} – {range.end_date}
      </p>
      {children}
    </main>
  );
}
