import { useLingui } from "@lingui/react/macro";
import { type Gift, giftTextIn } from "../../../../../api/contract/gifts.ts";
import { SafeImage } from "../../../../../ui/safe-image.tsx";
import { usePointsText } from "./use-points-text.ts";

/** The gift itself: its picture, name, description, price in points and what is left. */
export function GiftDetail({ gift }: { gift: Gift }) {
  const { t, i18n } = useLingui();
  const pointsText = usePointsText();
  const stock = i18n.number(gift.stock);
  return (
    <section className="card gift-detail" aria-labelledby="gift-detail-name">
      <SafeImage className="gift-detail__image" src={gift.image} alt="" width={240} height={240} />
      <div className="gift-detail__body">
        <h2 className="gift-detail__name" id="gift-detail-name">
          {giftTextIn(gift.name, i18n.locale)}
        </h2>
        <p className="muted">{giftTextIn(gift.description, i18n.locale)}</p>
        <p className="gift-detail__price">{pointsText(gift.point)}</p>
        {gift.stock > 0 ? (
          <p className="gift-card__stock">{t`${stock} left`}</p>
        ) : (
          <span className="status-badge status-badge--cancelled">{t`Out of stock`}</span>
        )}
      </div>
    </section>
  );
}
