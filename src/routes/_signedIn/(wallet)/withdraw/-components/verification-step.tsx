import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Currency } from "../../../../../api/contract/money.ts";
import type { VerificationStatus } from "../../../../../api/contract/verification.ts";
import { translateServerMessage } from "../../../../../i18n/server-messages.ts";
import { formatMoney } from "../../../../../lib/money-format.ts";
import { Button } from "../../../../../ui/button.tsx";
import { FormError } from "../../../../../ui/form-error.tsx";
import { PreconditionStep } from "./precondition-step.tsx";

/**
 * The withdrawal needs a verified account (above the tenant's threshold, alone or with today's): why, where the
 * player's verification stands, the way to verify, and the way back to change the amount (the draft kept).
 */
export function VerificationStep({
  status,
  threshold,
  currency,
  error,
  onChangeAmount,
}: {
  status: VerificationStatus;
  /** Minor units of `currency`. */
  threshold: number;
  currency: Currency;
  /** The server's refusal, when it came from the server (a server-message key). */
  error: string | null;
  onChangeAmount: () => void;
}) {
  const { t, i18n } = useLingui();
  const amount = formatMoney(threshold, currency, i18n.locale);
  const statusText: Record<VerificationStatus, string> = {
    unverified: t`Not verified yet`,
    pending: t`Documents under review`,
    rejected: t`Rejected: send your documents again`,
    verified: t`Verified`,
  };
  return (
    <PreconditionStep
      title={t`Verify your account first`}
      text={t`Withdrawals above ${amount} a day need a verified account.`}
    >
      <div className="card verification-step">
        <p>
          {t`Your verification`}: <strong>{statusText[status]}</strong>
        </p>
        <FormError message={error ? translateServerMessage(i18n, error) : null} />
        <Link to="/verification" className="button button--primary button--block">
          <span>{t`Verify my account`}</span>
        </Link>
        <Button variant="secondary" className="button--block" onClick={onChangeAmount}>
          {t`Change amount`}
        </Button>
      </div>
    </PreconditionStep>
  );
}
