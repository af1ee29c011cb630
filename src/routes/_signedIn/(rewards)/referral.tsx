import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { referralListQuery } from "../../../api/user.ts";
import { useFreshUser } from "../../../flows/use-fresh-user.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { LoadMorePages } from "../../../ui/load-more.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { SkeletonList } from "../../../ui/skeleton-list.tsx";
import { RoutePending } from "../-components/route-pending.tsx";
import { ReferralRow } from "./-components/referral-row.tsx";
import { ReferralTotals } from "./-components/referral-totals.tsx";

/** /referral: the player's direct referrals, newest first, a page at a time, with the totals on top. */
export const Route = createFileRoute("/_signedIn/(rewards)/referral")({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(referralListQuery()),
  staticData: { title: msg`My referrals` },
  pendingComponent: RoutePending,
  component: ReferralScreen,
});

function ReferralScreen() {
  const { t } = useLingui();
  const { user } = useFreshUser();
  const list = useInfiniteQuery(referralListQuery());
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <main className="screen referral">
      <PageHeader title={t`My referrals`} />
      <ReferralTotals user={user} />
      {list.isPending ? (
        <SkeletonList />
      ) : items.length === 0 ? (
        <EmptyState
          title={t`No referrals yet`}
          text={t`Friends who register with your link or code show up here.`}
          action={
            <Link to="/invite" className="button button--primary">
              <span>{t`Invite friends`}</span>
            </Link>
          }
        />
      ) : (
        <>
          <ul className="list" aria-label={t`Referrals`}>
            {items.map((item) => (
              <ReferralRow key={item.member_uid} referral={item} />
            ))}
          </ul>
          <LoadMorePages list={list} />
        </>
      )}
    </main>
  );
}
