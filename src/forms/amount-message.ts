import { useLingui } from "@lingui/react/macro";
import type { AmountLimits, AmountProblem } from "../api/contract/money.ts";
import { formatMoney } from "../lib/money-format.ts";

/** Translated words for an amount problem, naming the limit that was missed. */
export function useAmountMessage() {
  const { t, i18n } = useLingui();
  return (problem: AmountProblem | null, limits: AmountLimits) => {
    if (!problem) return null;
    const min = formatMoney(limits.min, limits.currency, i18n.locale);
    const max = formatMoney(limits.max, limits.currency, i18n.locale);
    switch (problem) {
      case "required":
        return t`Amount is required`;
      case "integer":
        return t`Enter a whole number, without spaces or decimals`;
      case "min":
        return t`The minimum is ${min}`;
      case "max":
        return t`The maximum is ${max}`;
    }
  };
}
