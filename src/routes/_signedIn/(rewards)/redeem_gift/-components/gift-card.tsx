import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { type Gift, giftTextIn } from "../../../../../api/contract/gifts.ts";
import { LazyImage } from "../../../../../ui/lazy-image.tsx";
import { usePointsText } from "./use-points-text.ts";

/** A gift of the catalogue: its picture, name, price in points and what is left (or that none is). */
export function GiftCard({ gift, points }: { gift: Gift; points: number }) {
  const { t, i18n } = useLingui();
  const pointsText = usePointsText();
  const name = giftTextIn(gift.name, i18n.locale);
  const soldOut = gift.stock <= 0;
  const stock = i18n.number(gift.stock);
  return (
    <li className={`gift-card${soldOut ? " gift-card--sold-out" : ""}`}>
      <Link to="/redeem_gift/$id" params={{ id: gift._id }} className="gift-card__link">
        <LazyImage className="gift-card__image" src={gift.image} alt="" width={240} height={240} />
        <span className="gift-card__body">
          <span className="gift-card__name">{name}</span>
          <span className="gift-card__price">{pointsText(gift.point)}</span>
          {soldOut ? (
            <span className="status-badge status-badge--cancelled">{t`Out of stock`}</span>
          ) : (
            <span className="gift-card__stock">{t`${stock} left`}</span>
          )}
          {!soldOut && points < gift.point ? <span className="gift-card__short">{t`Not enough points`}</span> : null}
        </span>
      </Link>
    </li>
  );
}
