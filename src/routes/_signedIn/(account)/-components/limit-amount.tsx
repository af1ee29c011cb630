import { useLingui } from "@lingui/react/macro";
import type { Currency } from "../../../../api/contract/money.ts";
import { type LimitKey, limitTraits } from "../../../../api/contract/responsible.ts";
import { formatMinutes } from "../../../../lib/numbers.ts";
import { Money } from "../../../../ui/money.tsx";

/** A limit's amount as the player reads it: money in the wallet currency, the session limit in minutes. */
export function LimitAmount({ limitKey, value, currency }: { limitKey: LimitKey; value: number; currency: Currency }) {
  const { i18n } = useLingui();
  if (limitTraits[limitKey].kind === "session")
    return <span className="money">{formatMinutes(value, i18n.locale)}</span>;
  return <Money value={value} currency={currency} />;
}
