import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { giftsQuery } from "../../../../api/gifts.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { ListIcon } from "../../../../ui/icons.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { SkeletonList } from "../../../../ui/skeleton-list.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { GiftCard } from "./-components/gift-card.tsx";
import { PointsCard } from "./-components/points-card.tsx";

/**
 * /redeem_gift: the tenant's gift catalogue, the player's points at the top; each card shows the gift's picture,
 * name, price in points and what is left (or that it is out of stock) and opens the gift. "My redemptions" leads to
 * the history.
 */
export const Route = createFileRoute("/_signedIn/(rewards)/redeem_gift/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(giftsQuery()),
  staticData: { title: msg`Redeem gift` },
  pendingComponent: RoutePending,
  component: GiftsScreen,
});

function HistoryLink() {
  const { t } = useLingui();
  return (
    <Link to="/redeem_gift/history" className="button button--secondary gifts__history">
      <ListIcon />
      <span>{t`History`}</span>
    </Link>
  );
}

function GiftsScreen() {
  const { t } = useLingui();
  const list = useQuery(giftsQuery());
  return (
    <main className="screen gifts">
      <PageHeader title={t`Redeem gift`} action={<HistoryLink />} />
      {list.data ? <PointsCard points={list.data.point} /> : null}
      {!list.data ? (
        <SkeletonList />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t`No gifts yet`} text={t`New gifts are on their way. Check back soon.`} />
      ) : (
        <ul className="gift-grid" aria-label={t`Gifts`}>
          {list.data.items.map((gift) => (
            <GiftCard key={gift._id} gift={gift} points={list.data.point} />
          ))}
        </ul>
      )}
    </main>
  );
}
