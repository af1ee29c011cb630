import { useLingui } from "@lingui/react/macro";
import { giftTextIn, type Redemption } from "../../../../../api/contract/gifts.ts";
import { formatLocalDate } from "../../../../../lib/dates.ts";
import { LazyImage } from "../../../../../ui/lazy-image.tsx";
import { RedemptionStatusBadge } from "./redemption-status-badge.tsx";
import { usePointsText } from "./use-points-text.ts";

/** One redemption: the gift's picture and name, when, to whom, the points it cost and its status. */
export function RedemptionRow({ redemption }: { redemption: Redemption }) {
  const { i18n } = useLingui();
  const pointsText = usePointsText();
  return (
    <li className="list-item redemption-row">
      <LazyImage className="redemption-row__image" src={redemption.gift_image} alt="" width={48} height={48} />
      <div className="list-item__main">
        <p className="list-item__title">{giftTextIn(redemption.gift_name, i18n.locale)}</p>
        <p className="list-item__meta">
          <span>{formatLocalDate(redemption.created_at)}</span>
          <span>{redemption.receiver_name}</span>
        </p>
      </div>
      <div className="list-item__end">
        <span className="redemption-row__points">{pointsText(redemption.point)}</span>
        <RedemptionStatusBadge status={redemption.status} />
      </div>
    </li>
  );
}
