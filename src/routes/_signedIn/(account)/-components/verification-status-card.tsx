import { useLingui } from "@lingui/react/macro";
import type { Currency } from "../../../../api/contract/money.ts";
import type { VerificationView } from "../../../../api/contract/verification.ts";
import { formatDateTime } from "../../../../lib/dates.ts";
import { formatMoney } from "../../../../lib/money-format.ts";
import { useVerificationStatus } from "./use-verification-status.ts";

/**
 * The verification status on /verification: what it means for withdrawals (the tenant's threshold in the player's
 * currency), when the documents were sent or decided, and the operator's reason when they were not accepted.
 */
export function VerificationStatusCard({ view, currency }: { view: VerificationView; currency: Currency }) {
  const { t, i18n } = useLingui();
  const statusLabel = useVerificationStatus();
  const threshold = view.thresholds.find((item) => item.currency === currency);
  const limit = threshold ? formatMoney(threshold.amount, currency, i18n.locale) : null;
  const submitted = view.submitted_at ? formatDateTime(view.submitted_at) : null;
  const decided = view.decided_at ? formatDateTime(view.decided_at) : null;
  return (
    <section
      className={`card verification-status verification-status--${view.status}`}
      aria-labelledby="verification-status"
    >
      <p className="verification-status__label" id="verification-status">
        {statusLabel(view.status)}
      </p>
      {view.status === "unverified" ? (
        <p className="muted">
          {limit
            ? t`Withdrawals above ${limit} (at once or in a day) need a verified account. Upload three photos to verify yours.`
            : t`Upload three photos to verify your account.`}
        </p>
      ) : null}
      {view.status === "pending" ? (
        <p className="muted">
          {submitted
            ? t`Sent for review on ${submitted}. We will let you know when it is decided.`
            : t`Your documents are under review. We will let you know when it is decided.`}
        </p>
      ) : null}
      {view.status === "rejected" ? (
        <>
          <p className="muted">
            {decided ? t`Your documents were not accepted on ${decided}.` : t`Your documents were not accepted.`}
          </p>
          {view.reason ? (
            <p className="verification-status__reason">
              <span className="verification-status__reason-label">{t`Reason`}:</span> {view.reason}
            </p>
          ) : null}
          <p className="muted">{t`Upload new photos and send them for review again.`}</p>
        </>
      ) : null}
      {view.status === "verified" ? (
        <p className="muted">
          {decided
            ? t`Your account was verified on ${decided}. Withdrawals are open up to your limits.`
            : t`Your account is verified. Withdrawals are open up to your limits.`}
        </p>
      ) : null}
    </section>
  );
}
