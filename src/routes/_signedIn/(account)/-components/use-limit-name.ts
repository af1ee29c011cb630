import { useLingui } from "@lingui/react/macro";
import type { LimitKey } from "../../../../api/contract/responsible.ts";

/** The player's name of each limit: what it counts and over which period. */
export function useLimitName(): (key: LimitKey) => string {
  const { t } = useLingui();
  const names: Record<LimitKey, string> = {
    deposit_day: t`Deposit limit per day`,
    deposit_week: t`Deposit limit per week`,
    deposit_month: t`Deposit limit per month`,
    loss_day: t`Loss limit per day`,
    loss_week: t`Loss limit per week`,
    loss_month: t`Loss limit per month`,
    session_day: t`Play time per day`,
  };
  return (key) => names[key];
}
