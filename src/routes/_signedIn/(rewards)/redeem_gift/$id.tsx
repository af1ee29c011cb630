import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, type ErrorComponentProps, Link } from "@tanstack/react-router";
import { selectGiftRedemptionStep } from "../../../../../machines/gift-redemption.selectors.ts";
import { giftQuery } from "../../../../api/gifts.ts";
import { useGiftRedemptionFlow } from "../../../../flows/gift-redemption.ts";
import { LoadFailed } from "../../../../flows/load-failed.tsx";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { GiftDetail } from "./-components/gift-detail.tsx";
import { GiftRedemptionSteps } from "./-components/gift-redemption-steps.tsx";
import { PointsCard } from "./-components/points-card.tsx";

/**
 * /redeem_gift/{id}: one gift and its redemption through the gift-redemption statechart: the receiver form, the
 * review, the refusals (out of stock, too few points) with what was typed kept, and the result saying the points
 * spent and what happens next.
 */
export const Route = createFileRoute("/_signedIn/(rewards)/redeem_gift/$id")({
  loader: ({ context: { queryClient }, params: { id } }) => queryClient.ensureQueryData(giftQuery(id)),
  staticData: { title: msg`Redeem gift`, pendingRows: 3 },
  pendingComponent: RoutePending,
  errorComponent: GiftFailed,
  component: GiftScreen,
});

/** The gift could not be read: the server's reason, and the way back to the gifts; anything else is the app's error page. */
function GiftFailed(props: ErrorComponentProps) {
  const { t, i18n } = useLingui();
  return (
    <LoadFailed
      {...props}
      title={t`Redeem gift`}
      message={(error) => translateServerMessage(i18n, error.messageKey)}
      action={
        <Link to="/redeem_gift" className="button button--secondary">
          <span>{t`Back to gifts`}</span>
        </Link>
      }
    />
  );
}

function GiftScreen() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const gift = useQuery(giftQuery(id)).data;
  const [snapshot, send] = useGiftRedemptionFlow(id);
  const step = selectGiftRedemptionStep(snapshot);
  const standing = snapshot.context.standing;
  return (
    <main className="screen gifts">
      <PageHeader title={t`Redeem gift`} />
      {step === "redeemed" ? null : (
        <>
          {gift ? <GiftDetail gift={gift} /> : null}
          {standing ? <PointsCard points={standing.points} /> : null}
        </>
      )}
      <GiftRedemptionSteps snapshot={snapshot} send={send} />
    </main>
  );
}
