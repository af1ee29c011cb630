import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ratePercent } from "../../../api/contract/rebates.ts";
import { rebatesQuery } from "../../../api/rebates.ts";
import { Button } from "../../../ui/button.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { CheckCircleIcon } from "../../../ui/icons.tsx";
import { LoadMorePages } from "../../../ui/load-more.tsx";
import { Money } from "../../../ui/money.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { SkeletonList } from "../../../ui/skeleton-list.tsx";
import { useVipTierName } from "../../../ui/vip-tier.ts";
import { RoutePending } from "../-components/route-pending.tsx";
import { RebateRow } from "./-components/rebate-row.tsx";
import { useClaimRebate } from "./-components/use-claim-rebate.ts";

/**
 * /rebate_list: the player's rebates per finished day and source, what can be claimed now ("Claim all", or one
 * rebate at a time), what was claimed so far, and today's turnover so far (claimable from tomorrow, 00:00 GMT+8).
 * A claim says how much went into the wallet and links to its transaction.
 */
export const Route = createFileRoute("/_signedIn/(rewards)/rebate_list")({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(rebatesQuery()),
  staticData: { title: msg`Rebates` },
  pendingComponent: RoutePending,
  component: RebateScreen,
});

function RebateScreen() {
  const { t } = useLingui();
  const list = useInfiniteQuery(rebatesQuery());
  const claim = useClaimRebate();
  const first = list.data?.pages[0];
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const paid = claim.data;
  const downlineRate = ratePercent(first?.rates.downline ?? 0);
  const tierName = useVipTierName();
  const tier = tierName(first?.tier ?? "Normal");
  return (
    <main className="screen rebates">
      <PageHeader title={t`Rebates`} />
      {first ? (
        <section className="card rebates__summary" aria-labelledby="rebates-claimable-title">
          <h2 id="rebates-claimable-title" className="rebates__label">
            {t`Claimable now`}
          </h2>
          <p className="rebates__claimable" data-testid="rebates-claimable">
            <Money value={first.claimable} currency={first.currency} />
          </p>
          <Button
            className="button--block"
            busy={claim.isPending && claim.variables === undefined}
            disabled={first.claimable === 0 || claim.isPending}
            onClick={() => claim.mutate(undefined)}
          >
            {t`Claim all`}
          </Button>
          {paid ? (
            <p className="rebates__result" role="status">
              <CheckCircleIcon />
              <span>
                {t`Added to your wallet:`} <Money value={paid.amount} currency={paid.currency} />{" "}
                <Link to="/transaction/$id" params={{ id: paid._id }} className="link">
                  {paid.reference}
                </Link>
              </span>
            </p>
          ) : null}
          <dl className="info-list rebates__figures">
            <div>
              <dt>{t`Claimed so far`}</dt>
              <dd>
                <Money value={first.claimed} currency={first.currency} />
              </dd>
            </div>
            <div>
              <dt>{t`Today so far, your games`}</dt>
              <dd>
                <Money value={first.today.own_estimate} currency={first.currency} />
              </dd>
            </div>
            <div>
              <dt>{t`Today so far, your referrals' games`}</dt>
              <dd>
                <Money value={first.today.downline_estimate} currency={first.currency} />
              </dd>
            </div>
          </dl>
          <p className="muted rebates__rates">
            {t`Your own turnover earns the rate of your VIP tier (${tier}) for each game category, and ${downlineRate}% of your referrals' turnover comes back too, worked out after each day ends at 00:00 (GMT+8).`}{" "}
            <Link to="/vip" className="link">
              {t`See the rates`}
            </Link>
          </p>
        </section>
      ) : null}
      {list.isPending ? (
        <SkeletonList />
      ) : items.length === 0 ? (
        <EmptyState
          title={t`No rebates yet`}
          text={t`Play games or invite friends: rebates show up here the day after.`}
          action={
            <Link to="/invite" className="button button--secondary">
              <span>{t`Invite friends`}</span>
            </Link>
          }
        />
      ) : (
        <>
          <ul className="list" aria-label={t`Rebates by day`}>
            {items.map((item) => (
              <RebateRow
                key={item._id}
                rebate={item}
                claiming={claim.isPending && claim.variables === item._id}
                onClaim={(id) => claim.mutate(id)}
              />
            ))}
          </ul>
          <LoadMorePages list={list} />
        </>
      )}
    </main>
  );
}
