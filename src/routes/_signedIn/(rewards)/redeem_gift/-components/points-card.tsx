import { useLingui } from "@lingui/react/macro";
import { GiftIcon } from "../../../../../ui/icons.tsx";

/** The player's points, large, at the top of the gift screens. */
export function PointsCard({ points }: { points: number }) {
  const { t, i18n } = useLingui();
  return (
    <section className="card points-card" aria-labelledby="points-card-title">
      <GiftIcon className="points-card__icon" />
      <div>
        <h2 id="points-card-title" className="points-card__label">
          {t`Your points`}
        </h2>
        <p className="points-card__value" data-testid="gift-points">
          {i18n.number(points)}
        </p>
      </div>
    </section>
  );
}
