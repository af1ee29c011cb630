import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { Currency } from "../../../../../api/contract/money.ts";
import { limitTraits, type PlayLimit, type ResponsibleView } from "../../../../../api/contract/responsible.ts";
import { responsibleQuery } from "../../../../../api/responsible.ts";
import { formatDateTime } from "../../../../../lib/dates.ts";
import { formatMoney } from "../../../../../lib/money-format.ts";

/**
 * The deposit limit that leaves the least to deposit now (of the day's, the week's and the month's in force), in
 * the currency being deposited; null without one. The limits are in the wallet's currency: a deposit in another
 * has none to show.
 */
export function tightestDepositLimit(view: ResponsibleView | undefined, currency: Currency): PlayLimit | null {
  if (!view || view.currency !== currency) return null;
  let tightest: PlayLimit | null = null;
  for (const limit of view.limits) {
    if (limitTraits[limit.key].kind !== "deposit" || limit.left === null) continue;
    if (!tightest || limit.left < (tightest.left ?? Number.POSITIVE_INFINITY)) tightest = limit;
  }
  return tightest;
}

/**
 * What is left of the player's tightest deposit limit and when it resets, as one line ("RM 50.00 left of your
 * daily deposit limit · resets 2026-11-28 00:00"), read from Play responsibly; null without a deposit limit (or
 * until it is read).
 */
export function useDepositLimitLine(currency: Currency): string | null {
  const { t, i18n } = useLingui();
  const view = useQuery(responsibleQuery());
  const limit = tightestDepositLimit(view.data, currency);
  if (!limit || limit.left === null) return null;
  const left = formatMoney(limit.left, currency, i18n.locale);
  const reset = formatDateTime(limit.resets_at);
  switch (limitTraits[limit.key].period) {
    case "day":
      return t`${left} left of your daily deposit limit · resets ${reset}`;
    case "week":
      return t`${left} left of your weekly deposit limit · resets ${reset}`;
    case "month":
      return t`${left} left of your monthly deposit limit · resets ${reset}`;
  }
}
