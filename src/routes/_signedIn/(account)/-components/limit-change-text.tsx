import { Trans, useLingui } from "@lingui/react/macro";
import { DateTime } from "luxon";
import type { Currency } from "../../../../api/contract/money.ts";
import { increaseDelayHours, type PlayLimit } from "../../../../api/contract/responsible.ts";
import { formatDayTime } from "../../../../lib/dates.ts";
import { LimitAmount } from "./limit-amount.tsx";

export /** The review: the new value and when it applies (at once, or 24 hours from now while the limit in force stays). */
function LimitChangeText({
  limit,
  value,
  currency,
  change,
}: {
  limit: PlayLimit;
  value: number | null;
  currency: Currency;
  change: "decrease" | "increase" | null;
}) {
  const { i18n } = useLingui();
  const from = formatDayTime(DateTime.now().plus({ hours: increaseDelayHours }).toISO() ?? "", i18n.locale);
  const key = limit.key;
  if (change !== "increase" || limit.value === null) {
    return value === null ? null : (
      <Trans>
        Your new limit, <LimitAmount limitKey={key} value={value} currency={currency} />, applies now.
      </Trans>
    );
  }
  const now = limit.value;
  return value === null ? (
    <Trans>
      Your limit is removed from {from}, 24 hours from now. Until then{" "}
      <LimitAmount limitKey={key} value={now} currency={currency} /> stays.
    </Trans>
  ) : (
    <Trans>
      Your new limit, <LimitAmount limitKey={key} value={value} currency={currency} />, applies from {from}, 24 hours
      from now. Until then <LimitAmount limitKey={key} value={now} currency={currency} /> stays.
    </Trans>
  );
}
