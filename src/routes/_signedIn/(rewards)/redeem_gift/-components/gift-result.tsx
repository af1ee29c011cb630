import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { giftTextIn, type Redemption } from "../../../../../api/contract/gifts.ts";
import { CheckCircleIcon, InfoIcon } from "../../../../../ui/icons.tsx";
import { usePointsText } from "./use-points-text.ts";

/** The gift is redeemed: what it cost, what is left, and what happens next (the operator's review, a mail). */
export function GiftResult({ redemption, pointsLeft }: { redemption: Redemption; pointsLeft: number }) {
  const { t, i18n } = useLingui();
  const pointsText = usePointsText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const gift = giftTextIn(redemption.gift_name, i18n.locale);
  const spent = pointsText(redemption.point);
  const left = pointsText(pointsLeft);
  return (
    <section className="card move-result move-result--success" aria-labelledby="gift-result-title">
      <div className="move-result__status" role="status">
        <CheckCircleIcon className="move-result__icon" />
        <h2 className="move-result__title" id="gift-result-title" ref={heading} tabIndex={-1}>
          {t`Gift redeemed`}
        </h2>
        <p className="gift-result__name">{gift}</p>
        <p>{t`${spent} spent. You have ${left} left.`}</p>
      </div>
      <div className="move-result__next">
        <InfoIcon className="move-result__next-icon" />
        <p>
          {t`We will check your redemption and send the gift to ${redemption.receiver_name}. You will get a mail when it is approved and when it is delivered.`}
        </p>
      </div>
      <div className="move-result__actions">
        <Link to="/redeem_gift/history" className="button button--primary">
          <span>{t`My redemptions`}</span>
        </Link>
        <Link to="/redeem_gift" className="button button--secondary">
          <span>{t`More gifts`}</span>
        </Link>
      </div>
    </section>
  );
}
