import { useLingui } from "@lingui/react/macro";
import type { WithdrawDraft } from "../../../../../../machines/withdraw.machine.ts";
import { afterCharge, chargeOf } from "../../../../../api/contract/money.ts";
import type { WithdrawInfo } from "../../../../../api/contract/wallet.ts";
import { Money } from "../../../../../ui/money.tsx";
import { PinConfirmForm } from "../../-components/pin-confirm-form.tsx";
import { WithdrawDestination } from "./withdraw-destination.tsx";

/** The review: where the money goes, the amount, the charge and what arrives, confirmed with the PIN. */
export function ConfirmWithdraw({
  info,
  draft,
  busy,
  error,
  onBack,
  onConfirm,
}: {
  info: WithdrawInfo;
  draft: WithdrawDraft;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onConfirm: (pin: string) => void;
}) {
  const { t } = useLingui();
  const { amount, currency } = draft;
  const percent = info.next_charge_percent;
  return (
    <PinConfirmForm
      name="withdraw-review"
      review={
        <>
          <WithdrawDestination draft={draft} />
          <dl className="info-list withdraw-review__money">
            <div>
              <dt>{t`Amount`}</dt>
              <dd>
                <Money value={amount} currency={currency} className="amount" />
              </dd>
            </div>
            <div>
              <dt>{percent > 0 ? t`Charge (${info.next_charge_percent}%)` : t`Charge`}</dt>
              <dd>
                <Money value={chargeOf(amount, percent)} currency={currency} className="amount" />
              </dd>
            </div>
            <div className="withdraw-review__arrives">
              <dt>{t`You receive`}</dt>
              <dd>
                <Money value={afterCharge(amount, percent)} currency={currency} className="amount" />
              </dd>
            </div>
          </dl>
        </>
      }
      notice={
        percent > 0 ? (
          <p className="advice">{t`You have used this month's ${info.free_per_month} free withdrawals, so a ${info.next_charge_percent}% charge applies.`}</p>
        ) : null
      }
      confirmLabel={t`Confirm withdrawal`}
      busy={busy}
      error={error}
      onBack={onBack}
      onConfirm={onConfirm}
    />
  );
}
