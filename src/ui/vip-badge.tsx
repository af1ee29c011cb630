import { useLingui } from "@lingui/react/macro";
import type { VipTier } from "../api/contract/user.ts";
import { CrownIcon } from "./icons.tsx";

/** A player's VIP tier (SPEC §1: Normal, Silver, Gold, Platinum, Diamond) as a small badge in the tier's colour. */
export function VipBadge({ tier }: { tier: VipTier }) {
  const { t } = useLingui();
  const names: Record<VipTier, string> = {
    Normal: t`Normal`,
    Silver: t`Silver`,
    Gold: t`Gold`,
    Platinum: t`Platinum`,
    Diamond: t`Diamond`,
  };
  return (
    <span className={`vip-badge vip-badge--${tier.toLowerCase()}`}>
      <CrownIcon />
      <span>
        {t`VIP`} {names[tier]}
      </span>
    </span>
  );
}
