import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { SnapshotFrom } from "xstate";
import type { GiftRedemptionEvent, giftRedemptionMachine } from "../../../../../../machines/gift-redemption.machine.ts";
import { selectGiftRedemptionStep, selectIsRedeeming } from "../../../../../../machines/gift-redemption.selectors.ts";
import { translateServerMessage } from "../../../../../i18n/server-messages.ts";
import { Button } from "../../../../../ui/button.tsx";
import { EmptyState } from "../../../../../ui/empty-state.tsx";
import { SkeletonList } from "../../../../../ui/skeleton-list.tsx";
import { GiftReceiverForm } from "./gift-receiver-form.tsx";
import { GiftResult } from "./gift-result.tsx";
import { GiftReview } from "./gift-review.tsx";
import { usePointsText } from "./use-points-text.ts";

/** Nothing to fill in (out of stock, too few points): read again, or back to the catalogue. */
function NothingToDo({ onRecheck }: { onRecheck: () => void }) {
  const { t } = useLingui();
  return (
    <div className="actions">
      <Button variant="secondary" onClick={onRecheck}>
        {t`Check again`}
      </Button>
      <Link to="/redeem_gift" className="button button--primary">
        <span>{t`Back to gifts`}</span>
      </Link>
    </div>
  );
}

/**
 * Whatever step a gift redemption is in: the reading and its failure, out of stock, too few points, the receiver
 * form, the review, a refusal (the form kept behind it), an answer that did not say whether it was redeemed, and
 * the result.
 */
export function GiftRedemptionSteps({
  snapshot,
  send,
}: {
  snapshot: SnapshotFrom<typeof giftRedemptionMachine>;
  send: (event: GiftRedemptionEvent) => void;
}) {
  const { t, i18n } = useLingui();
  const pointsText = usePointsText();
  const { draft, error, standing, redemption, pointsLeft } = snapshot.context;
  const message = error ? translateServerMessage(i18n, error) : null;
  switch (selectGiftRedemptionStep(snapshot)) {
    case "loadFailed":
      return (
        <EmptyState
          title={t`Failed to load`}
          text={message ?? undefined}
          action={<Button onClick={() => send({ type: "giftRedemption.recheck" })}>{t`Try again`}</Button>}
        />
      );
    case "outOfStock":
      return (
        <EmptyState
          title={t`Out of stock`}
          text={t`This gift is all gone for now. Try another one, or check back later.`}
          action={<NothingToDo onRecheck={() => send({ type: "giftRedemption.recheck" })} />}
        />
      );
    case "shortOfPoints": {
      const missing = pointsText(Math.max(0, (standing?.price ?? 0) - (standing?.points ?? 0)));
      return (
        <EmptyState
          title={t`Not enough points`}
          text={t`You need ${missing} more to redeem this gift.`}
          action={<NothingToDo onRecheck={() => send({ type: "giftRedemption.recheck" })} />}
        />
      );
    }
    case "editing":
      return (
        <GiftReceiverForm
          initial={draft}
          error={error}
          onReview={(next) => send({ type: "giftRedemption.review", draft: next })}
        />
      );
    case "reviewing":
      if (!draft || !standing) break;
      return (
        <GiftReview
          draft={draft}
          price={standing.price}
          points={standing.points}
          busy={selectIsRedeeming(snapshot)}
          onEdit={() => send({ type: "giftRedemption.edit" })}
          onConfirm={() => send({ type: "giftRedemption.confirm" })}
        />
      );
    case "refused":
      return (
        <section className="card stack gift-refused" aria-labelledby="gift-refused-title">
          <h2 className="card__title" id="gift-refused-title">
            {t`The gift could not be redeemed`}
          </h2>
          <p role="alert">{message}</p>
          <p className="muted">{t`No points were taken. What you typed is kept.`}</p>
          <div className="actions">
            <Button onClick={() => send({ type: "giftRedemption.edit" })}>{t`Change details`}</Button>
            <Button variant="secondary" onClick={() => send({ type: "giftRedemption.recheck" })}>
              {t`Check again`}
            </Button>
          </div>
        </section>
      );
    case "failed":
      return (
        <section className="card stack gift-refused" aria-labelledby="gift-failed-title">
          <h2 className="card__title" id="gift-failed-title">
            {t`We could not confirm the redemption`}
          </h2>
          <p role="alert">{message}</p>
          <p className="muted">{t`Try again: it is sent once only, so your points are never spent twice.`}</p>
          <div className="actions">
            <Button onClick={() => send({ type: "giftRedemption.retry" })}>{t`Try again`}</Button>
            <Button variant="secondary" onClick={() => send({ type: "giftRedemption.edit" })}>
              {t`Change details`}
            </Button>
          </div>
        </section>
      );
    case "redeemed":
      if (!redemption || pointsLeft === null) break;
      return <GiftResult redemption={redemption} pointsLeft={pointsLeft} />;
  }
  return <SkeletonList rows={3} />;
}
