import { useLingui } from "@lingui/react/macro";
import type { VipTier } from "../api/contract/user.ts";
import { CrownIcon } from "./icons.tsx";
import { useVipTierName } from "./vip-tier.ts";

/**
 * A player's VIP tier (SPEC §1: Normal, Silver, Gold, Platinum, Diamond) as a small badge in the tier's colour:
 * "VIP Gold", or only "Gold" where a list says VIP already.
 */
export function VipBadge({ tier, short = false }: { tier: VipTier; short?: boolean }) {
  const { t } = useLingui();
  const tierName = useVipTierName();
  return (
    <span className={`vip-badge vip-badge--${tier.toLowerCase()}`}>
      <CrownIcon />
      <span>{short ? tierName(tier) : `${t`VIP`} ${tierName(tier)}`}</span>
    </span>
  );
}
