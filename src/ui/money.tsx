import { useLingui } from "@lingui/react/macro";
import { type Currency, formatMoney } from "../lib/money-format.ts";

/** An amount in minor units, formatted in the active locale; it never breaks across lines (`.money`). */
export function Money({ value, currency, className }: { value: number; currency: Currency; className?: string }) {
  const { i18n } = useLingui();
  return (
    <span className={className ? `money ${className}` : "money"}>{formatMoney(value, currency, i18n.locale)}</span>
  );
}
