import { useLingui } from "@lingui/react/macro";
import { localDay } from "../../../../lib/dates.ts";
import { DateField } from "../../../../ui/date-field.tsx";

/** Whether a range (YYYY-MM-DD, both given) ends before it starts. */
export function isReversed(start: string, end: string): boolean {
  return Boolean(start && end && start > end);
}

/**
 * The start and end dates of a range (YYYY-MM-DD, both days included, today at the latest), side by side where they
 * fit; a range that ends before it starts is said under the end date. The reports and the statement share them.
 */
export function DateRangeFields({
  start,
  end,
  onStart,
  onEnd,
}: {
  start: string;
  end: string;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
}) {
  const { t } = useLingui();
  const today = localDay(0);
  return (
    <div className="date-range">
      <DateField label={t`Start date`} value={start} max={today} onChange={(value) => onStart(value ?? "")} />
      <DateField
        label={t`End date`}
        value={end}
        max={today}
        onChange={(value) => onEnd(value ?? "")}
        error={isReversed(start, end) ? t`The start date must be on or before the end date` : null}
      />
    </div>
  );
}
