import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { WithdrawDraft } from "../../../../../../machines/withdraw.machine.ts";
import { afterCharge, chargeOf } from "../../../../../api/contract/money.ts";
import type { WithdrawInfo } from "../../../../../api/contract/wallet.ts";
import { Button } from "../../../../../ui/button.tsx";
import { Money } from "../../../../../ui/money.tsx";
import { PinField } from "../../../../../ui/pin-field.tsx";
import { StickyActions } from "../../../../../ui/sticky-actions.tsx";
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
  const [pin, setPin] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const { amount, currency } = draft;
  const percent = info.next_charge_percent;
  return (
    <form
      className="form withdraw-review"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!/^\d{6}$/.test(pin)) return setProblem(t`Enter your 6-digit PIN`);
        setProblem(null);
        onConfirm(pin);
      }}
    >
      <section className="card stack" aria-label={t`Review`}>
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
        <Button variant="ghost" onClick={onBack} disabled={busy} className="withdraw-review__change">
          {t`Change details`}
        </Button>
      </section>
      {percent > 0 ? (
        <p className="advice">{t`You have used this month's ${info.free_per_month} free withdrawals, so a ${info.next_charge_percent}% charge applies.`}</p>
      ) : null}
      <PinField
        label={t`PIN`}
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ""))}
        error={problem ?? error}
      />
      <StickyActions>
        <Button type="submit" busy={busy} className="button--block">
          {t`Confirm withdrawal`}
        </Button>
      </StickyActions>
    </form>
  );
}
