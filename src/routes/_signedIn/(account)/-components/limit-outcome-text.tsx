import { Trans, useLingui } from "@lingui/react/macro";
import type { Currency } from "../../../../api/contract/money.ts";
import type { PlayLimit } from "../../../../api/contract/responsible.ts";
import { formatDayTime } from "../../../../lib/dates.ts";
import { LimitAmount } from "./limit-amount.tsx";

export /** What the server did: the limit in force now (and what is left), or the change waiting with its start. */
function LimitOutcomeText({
  limit,
  currency,
  unchanged,
}: {
  limit: PlayLimit;
  currency: Currency;
  unchanged: boolean;
}) {
  const { t, i18n } = useLingui();
  const { key, value, left, pending } = limit;
  if (pending && value !== null) {
    const from = formatDayTime(pending.from, i18n.locale);
    return pending.value === null ? (
      <Trans>
        Your limit is removed from {from}. Until then <LimitAmount limitKey={key} value={value} currency={currency} />{" "}
        stays.
      </Trans>
    ) : (
      <Trans>
        Your new limit, <LimitAmount limitKey={key} value={pending.value} currency={currency} />, starts from {from}.
        Until then <LimitAmount limitKey={key} value={value} currency={currency} /> stays.
      </Trans>
    );
  }
  if (unchanged) return t`Nothing changed.`;
  if (value === null) return t`Saved. You have no limit now.`;
  const resets = formatDayTime(limit.resets_at, i18n.locale);
  return left === null ? (
    <Trans>
      Saved. Your limit is <LimitAmount limitKey={key} value={value} currency={currency} />.
    </Trans>
  ) : (
    <Trans>
      Saved. Your limit is <LimitAmount limitKey={key} value={value} currency={currency} />:{" "}
      <LimitAmount limitKey={key} value={left} currency={currency} /> left until {resets}.
    </Trans>
  );
}
