import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { redemptionsQuery } from "../../../../api/gifts.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { LoadMore } from "../../../../ui/load-more.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { SkeletonList } from "../../../../ui/skeleton-list.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { RedemptionRow } from "./-components/redemption-row.tsx";

/**
 * /redeem_gift/history: the player's gift redemptions, newest first, each with its status (pending, approved,
 * delivered, rejected with the points given back); live: a decision of the operator shows at once.
 */
export const Route = createFileRoute("/_signedIn/(rewards)/redeem_gift/history")({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(redemptionsQuery()),
  staticData: { title: msg`My redemptions` },
  pendingComponent: RoutePending,
  component: HistoryScreen,
});

function HistoryScreen() {
  const { t } = useLingui();
  const list = useInfiniteQuery(redemptionsQuery());
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <main className="screen gifts">
      <PageHeader title={t`My redemptions`} />
      {list.isPending ? (
        <SkeletonList />
      ) : items.length === 0 ? (
        <EmptyState
          title={t`No redemptions yet`}
          text={t`Gifts you redeem with your points show up here with their status.`}
          action={
            <Link to="/redeem_gift" className="button button--secondary">
              <span>{t`Browse gifts`}</span>
            </Link>
          }
        />
      ) : (
        <>
          <ul className="list" aria-label={t`My redemptions`}>
            {items.map((item) => (
              <RedemptionRow key={item._id} redemption={item} />
            ))}
          </ul>
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </>
      )}
    </main>
  );
}
