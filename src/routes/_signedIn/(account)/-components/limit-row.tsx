import { Trans, useLingui } from "@lingui/react/macro";
import type { Currency } from "../../../../api/contract/money.ts";
import type { PlayLimit } from "../../../../api/contract/responsible.ts";
import { formatDayTime } from "../../../../lib/dates.ts";
import { ChevronRightIcon, ClockIcon } from "../../../../ui/icons.tsx";
import { LimitAmount } from "./limit-amount.tsx";
import { useLimitName } from "./use-limit-name.ts";

/**
 * One limit on /play_responsibly, a button that opens its sheet: the limit in force (or "No limit"), what is used
 * and left this period and when the period resets ("RM 50.00 left · resets Nov 28, 00:00"), and a raise or removal
 * waiting its 24 hours ("RM 500.00 from Nov 28, 14:05").
 */
export function LimitRow({ limit, currency, onOpen }: { limit: PlayLimit; currency: Currency; onOpen: () => void }) {
  const { t, i18n } = useLingui();
  const name = useLimitName()(limit.key);
  const resets = formatDayTime(limit.resets_at, i18n.locale);
  const pending = limit.pending;
  const pendingFrom = pending ? formatDayTime(pending.from, i18n.locale) : "";
  return (
    <li>
      <button type="button" className="limit-row" onClick={onOpen} data-limit={limit.key}>
        <span className="limit-row__head">
          <span className="limit-row__name">{name}</span>
          <span className="limit-row__value">
            {limit.value === null ? (
              t`No limit`
            ) : (
              <LimitAmount limitKey={limit.key} value={limit.value} currency={currency} />
            )}
          </span>
        </span>
        <span className="limit-row__meta">
          <span>
            <Trans>
              <LimitAmount limitKey={limit.key} value={limit.used} currency={currency} /> used
            </Trans>
          </span>
          {limit.left !== null ? (
            <>
              <Dot />
              <span>
                <Trans>
                  <LimitAmount limitKey={limit.key} value={limit.left} currency={currency} /> left
                </Trans>
              </span>
            </>
          ) : null}
          <Dot />
          <span>{t`resets ${resets}`}</span>
        </span>
        {pending ? (
          <span className="limit-row__pending">
            <ClockIcon />
            <span>
              {pending.value === null ? (
                t`No limit from ${pendingFrom}`
              ) : (
                <Trans>
                  <LimitAmount limitKey={limit.key} value={pending.value} currency={currency} /> from {pendingFrom}
                </Trans>
              )}
            </span>
          </span>
        ) : null}
        <ChevronRightIcon className="limit-row__chevron" />
      </button>
    </li>
  );
}

/** The separator of the row's facts: seen, not read out. */
function Dot() {
  return (
    <span className="limit-row__dot" aria-hidden="true">
      ·
    </span>
  );
}
