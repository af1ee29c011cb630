import { useLingui } from "@lingui/react/macro";
import type { ReferralListItem } from "../../../../api/contract/user.ts";
import { formatLocalDate } from "../../../../lib/dates.ts";
import { VipBadge } from "../../../../ui/vip-badge.tsx";

/** One direct referral: their public name, member UID, when they joined, VIP tier, and active or not. */
export function ReferralRow({ referral }: { referral: ReferralListItem }) {
  const { t } = useLingui();
  const joined = formatLocalDate(referral.joined_at);
  const uid = referral.member_uid;
  return (
    <li className="list-item">
      <div className="list-item__main">
        <p className="list-item__title">{referral.name}</p>
        <p className="list-item__meta">
          <span>{t`UID ${uid}`}</span>
          <span>{t`Joined ${joined}`}</span>
        </p>
      </div>
      <div className="list-item__end">
        <VipBadge tier={referral.vip_tier} short />
        <span className={`status-badge ${referral.active ? "status-badge--approved" : "status-badge--cancelled"}`}>
          {referral.active ? t`Active` : t`Inactive`}
        </span>
      </div>
    </li>
  );
}
