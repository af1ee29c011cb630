import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { localDay } from "../../../../../lib/dates.ts";
import { Button } from "../../../../../ui/button.tsx";
import { FormError } from "../../../../../ui/form-error.tsx";
import { PageHeader } from "../../../../../ui/page-header.tsx";
import { DateRangeFields, isReversed } from "../../-components/date-range-fields.tsx";
import type { ReportDescription, ReportPage } from "./reports.tsx";

/** The date range of a report (YYYY-MM-DD, both days included), then its result screen. */
export function ReportFilter({ report }: { report: Pick<ReportDescription<ReportPage>, "title" | "result" | "note"> }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [start, setStart] = useState(localDay(6));
  const [end, setEnd] = useState(localDay(0));
  const [problem, setProblem] = useState<string | null>(null);
  const reversed = isReversed(start, end);
  const presets = [
    { label: t`Today`, days: 0 },
    { label: t`Last 7 days`, days: 6 },
    { label: t`Last 30 days`, days: 29 },
  ];
  return (
    <main className="screen">
      <PageHeader title={i18n._(report.title)} />
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!start || !end) return setProblem(t`Choose both dates`);
          // said under the end date already
          if (reversed) return setProblem(null);
          setProblem(null);
          void navigate({ to: report.result, search: { start_date: start, end_date: end } });
        }}
      >
        <fieldset className="segmented">
          <legend className="visually-hidden">{t`Quick ranges`}</legend>
          {presets.map((preset) => (
            <button
              key={preset.label}
              type="button"
              className="segmented__item"
              aria-pressed={start === localDay(preset.days) && end === localDay(0)}
              onClick={() => {
                setStart(localDay(preset.days));
                setEnd(localDay(0));
              }}
            >
              {preset.label}
            </button>
          ))}
        </fieldset>
        <DateRangeFields start={start} end={end} onStart={setStart} onEnd={setEnd} />
        {report.note ? <p className="muted">{i18n._(report.note)}</p> : null}
        <FormError message={problem} />
        <Button type="submit" className="button--block">
          {t`Show report`}
        </Button>
      </form>
    </main>
  );
}
