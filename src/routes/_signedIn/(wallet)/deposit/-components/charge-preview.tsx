import { useLingui } from "@lingui/react/macro";
import {
  afterCharge,
  chargeOf,
  limitProblem,
  maxAmount,
  minorPerUnit,
  toMinor,
} from "../../../../../api/contract/money.ts";
import type { DepositChannelOption } from "../../../../../api/contract/wallet.ts";
import { formatMoney } from "../../../../../lib/money-format.ts";

/**
 * A channel with a charge (telco: 30 %): the charge and what reaches the wallet, worked out with the contract's
 * rules (the server applies the same `chargeOf`) and updated as the amount is typed. Before a whole amount is
 * typed it says what the charge is.
 */
export function ChargePreview({ option, typed }: { option: DepositChannelOption; typed: string }) {
  const { t, i18n } = useLingui();
  const { currency, charge_percent: percent } = option;
  const amount = /^\d+$/.test(typed) ? toMinor(typed, currency) : null;
  // any whole amount the currency allows (the form's own limits are the amount field's business)
  const shown =
    amount !== null &&
    limitProblem(amount, { min: minorPerUnit[currency], max: maxAmount[currency], currency }) === null
      ? amount
      : null;
  const money = (minor: number) => formatMoney(minor, currency, i18n.locale);
  return (
    <section className="charge-preview" aria-live="polite" aria-label={t`Charge and amount credited`}>
      <p className="charge-preview__rule">{t`A ${percent}% charge applies to this channel.`}</p>
      {shown !== null ? (
        <dl className="info-list">
          <div>
            <dt>{t`Charge (${percent}%)`}</dt>
            <dd className="amount">{money(chargeOf(shown, percent))}</dd>
          </div>
          <div>
            <dt>{t`Credited to your wallet`}</dt>
            <dd className="amount">{money(afterCharge(shown, percent))}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
