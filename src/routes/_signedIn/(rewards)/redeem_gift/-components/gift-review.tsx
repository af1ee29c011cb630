import { useLingui } from "@lingui/react/macro";
import type { ReceiverDraft } from "../../../../../../machines/gift-redemption.machine.ts";
import { Button } from "../../../../../ui/button.tsx";
import { StickyActions } from "../../../../../ui/sticky-actions.tsx";
import { usePointsText } from "./use-points-text.ts";

/** The review before redeeming: the price, the points left after it, and the receiver; confirm or change. */
export function GiftReview({
  draft,
  price,
  points,
  busy,
  onEdit,
  onConfirm,
}: {
  draft: ReceiverDraft;
  price: number;
  points: number;
  busy: boolean;
  onEdit: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const pointsText = usePointsText();
  return (
    <section className="card stack gift-review" aria-labelledby="gift-review-title">
      <h2 className="card__title" id="gift-review-title">
        {t`Review redemption`}
      </h2>
      <dl className="info-list">
        <div>
          <dt>{t`Price`}</dt>
          <dd>{pointsText(price)}</dd>
        </div>
        <div>
          <dt>{t`Points left after`}</dt>
          <dd>{pointsText(Math.max(0, points - price))}</dd>
        </div>
      </dl>
      <dl className="gift-review__receiver">
        <div>
          <dt>{t`Receiver name`}</dt>
          <dd>{draft.receiver_name}</dd>
        </div>
        <div>
          <dt>{t`Receiver phone`}</dt>
          <dd>{draft.receiver_phone}</dd>
        </div>
        <div>
          <dt>{t`Receiver address`}</dt>
          <dd>{draft.receiver_address}</dd>
        </div>
      </dl>
      <StickyActions>
        <div className="gift-review__actions">
          <Button variant="secondary" onClick={onEdit} disabled={busy}>
            {t`Change details`}
          </Button>
          <Button onClick={onConfirm} busy={busy}>
            {t`Confirm redemption`}
          </Button>
        </div>
      </StickyActions>
    </section>
  );
}
