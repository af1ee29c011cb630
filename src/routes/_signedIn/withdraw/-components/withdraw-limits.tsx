import { useLingui } from "@lingui/react/macro";
import { type Currency, formatMoney } from "../../../../api/contract/money.ts";
import type { WithdrawInfo } from "../../../../api/contract/wallet.ts";

/** Today's limit used, today's withdrawals and the free withdrawals left this month. */
export function WithdrawLimits({ info, currency }: { info: WithdrawInfo; currency: Currency }) {
  const { t, i18n } = useLingui();
  const limit = info.limits.find((item) => item.currency === currency) ?? info.limits[0];
  if (!limit) return null;
  return (
    <section className="card">
      <dl className="info-list">
        <div>
          <dt>{t`Daily limit`}</dt>
          <dd>
            {formatMoney(limit.daily_used, currency, i18n.locale)} /{" "}
            {formatMoney(limit.daily_max, currency, i18n.locale)}
          </dd>
        </div>
        <div>
          <dt>{t`Withdrawals today`}</dt>
          <dd>
            {info.daily_count} / {info.daily_frequency}
          </dd>
        </div>
        <div>
          <dt>{t`Free withdrawals this month`}</dt>
          <dd>{Math.max(0, info.free_per_month - info.month_count)}</dd>
        </div>
      </dl>
    </section>
  );
}
