import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { afterCharge, type Currency, chargeOf, formatMoney } from "../../../../api/contract/money.ts";
import type { WithdrawInfo } from "../../../../api/contract/wallet.ts";
import { Button } from "../../../../ui/button.tsx";
import { PasswordField } from "../../../../ui/password-field.tsx";

/** The review: amount, charge and what arrives, confirmed with the PIN. */
export function ConfirmWithdraw({
  info,
  amount,
  currency,
  busy,
  error,
  onBack,
  onConfirm,
}: {
  info: WithdrawInfo;
  amount: number;
  currency: Currency;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onConfirm: (pin: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [pin, setPin] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const percent = info.next_charge_percent;
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!/^\d{6}$/.test(pin)) return setProblem(t`Enter your 6-digit PIN`);
        setProblem(null);
        onConfirm(pin);
      }}
    >
      <section className="card" aria-label={t`Review`}>
        <dl className="info-list">
          <div>
            <dt>{t`Amount`}</dt>
            <dd>{formatMoney(amount, currency, i18n.locale)}</dd>
          </div>
          <div>
            <dt>{t`Charge (${info.next_charge_percent}%)`}</dt>
            <dd>{formatMoney(chargeOf(amount, percent), currency, i18n.locale)}</dd>
          </div>
          <div>
            <dt>{t`You receive`}</dt>
            <dd>{formatMoney(afterCharge(amount, percent), currency, i18n.locale)}</dd>
          </div>
        </dl>
      </section>
      {percent > 0 ? (
        <p className="advice">{t`You have used this month's ${info.free_per_month} free withdrawals, so a ${info.next_charge_percent}% charge applies.`}</p>
      ) : null}
      <PasswordField
        label={t`PIN`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ""))}
        error={problem ?? error}
      />
      <Button type="submit" busy={busy} className="button--block">
        {t`Confirm withdrawal`}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={busy}>
        {t`Change details`}
      </Button>
    </form>
  );
}
