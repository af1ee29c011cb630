import { useLingui } from "@lingui/react/macro";
import { type RestrictionLength, restrictionTraits } from "../../../../api/contract/responsible.ts";

/** A time-out's or self-exclusion's length in the player's language ("24 hours", "6 months", "5 years"). */
export function useRestrictionLength(): (length: RestrictionLength) => string {
  const { i18n } = useLingui();
  return (length) => {
    const [unit, value] = Object.entries(restrictionTraits[length].amount)[0] ?? ["day", 0];
    // Intl's units are singular: hours → hour
    return new Intl.NumberFormat(i18n.locale, {
      style: "unit",
      unit: unit.replace(/s$/, ""),
      unitDisplay: "long",
    }).format(value);
  };
}
