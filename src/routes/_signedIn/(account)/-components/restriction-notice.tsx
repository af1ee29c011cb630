import { Trans, useLingui } from "@lingui/react/macro";
import type { Restriction } from "../../../../api/contract/responsible.ts";
import { formatDateTime } from "../../../../lib/dates.ts";
import { HourglassIcon } from "../../../../ui/icons.tsx";

/** A time-out or self-exclusion in force: until when, and what stays open meanwhile. */
export function RestrictionNotice({ restriction }: { restriction: Restriction }) {
  const { t } = useLingui();
  const until = formatDateTime(restriction.until);
  return (
    <section className="card responsible__restriction" role="status">
      <HourglassIcon />
      <div>
        <p className="responsible__restriction-title">
          {restriction.kind === "time_out" ? (
            <Trans>
              Time-out until{" "}
              <time className="responsible__when" dateTime={restriction.until}>
                {until}
              </time>
            </Trans>
          ) : (
            <Trans>
              Self-excluded until{" "}
              <time className="responsible__when" dateTime={restriction.until}>
                {until}
              </time>
            </Trans>
          )}
        </p>
        <p className="muted">{t`Until then you can see your balance and history, and withdraw. It cannot be shortened.`}</p>
      </div>
    </section>
  );
}
