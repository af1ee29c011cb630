import { Plural, Trans } from "@lingui/react/macro";
import type { Currency } from "../../../../../api/contract/money.ts";
import type { WithdrawInfo } from "../../../../../api/contract/wallet.ts";
import { Money } from "../../../../../ui/money.tsx";

type Limit = WithdrawInfo["limits"][number];

/**
 * The one limit line of a withdrawal: the amount a single withdrawal may be, what is left of today's limit,
 * how many free withdrawals are left today (none left today once today's count is used up), and, for an account
 * not verified, the amount a day above which it needs to be.
 */
export function WithdrawLimitLine({ info, limit, currency }: { info: WithdrawInfo; limit: Limit; currency: Currency }) {
  return (
    <p className="limit-line">
      <span className="limit-line__part">
        <Trans>
          <Money value={limit.min} currency={currency} className="amount" /> –{" "}
          <Money value={limit.max} currency={currency} className="amount" /> per withdrawal
        </Trans>
      </span>
      <span className="limit-line__part">
        <Trans>
          <Money value={limit.daily_left} currency={currency} className="amount" /> left today
        </Trans>
      </span>
      <span className="limit-line__part">
        {info.withdrawals_left_today === 0 ? (
          <Trans>No withdrawals left today</Trans>
        ) : (
          <Plural
            value={info.free_left_today}
            _0="No free withdrawals left today"
            one="# free withdrawal left today"
            other="# free withdrawals left today"
          />
        )}
      </span>
      {info.verification_status === "verified" ? null : (
        <span className="limit-line__part">
          <Trans>
            Verify your account to withdraw over{" "}
            <Money value={limit.verification_threshold} currency={currency} className="amount" /> a day
          </Trans>
        </span>
      )}
    </p>
  );
}
