import { useLingui } from "@lingui/react/macro";
import type { VipTier } from "../api/contract/user.ts";

/** A VIP tier's name in the active language. */
export function useVipTierName(): (tier: VipTier) => string {
  const { t } = useLingui();
  const names: Record<VipTier, string> = {
    Normal: t`Normal`,
    Silver: t`Silver`,
    Gold: t`Gold`,
    Platinum: t`Platinum`,
    Diamond: t`Diamond`,
  };
  return (tier) => names[tier];
}
