import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { vipQuery } from "../../../api/vip.ts";
import { PageHeader } from "../../../ui/page-header.tsx";
import { SkeletonList } from "../../../ui/skeleton-list.tsx";
import { RoutePending } from "../-components/route-pending.tsx";
import { VipLadder } from "./-components/vip-ladder.tsx";
import { VipProgress } from "./-components/vip-progress.tsx";

/**
 * /vip: the player's VIP tier with its badge, the cumulative deposits and the progress to the next tier (what is
 * still needed, or when the upgrade happens once reached), the rule (upgrades at 02:00 GMT+8 the next day, kept for
 * life), and the ladder of every tier with its threshold and its rebate rates per game category.
 */
export const Route = createFileRoute("/_signedIn/(rewards)/vip")({
  loader: ({ context }) => context.queryClient.ensureQueryData(vipQuery()),
  staticData: { title: msg`VIP` },
  pendingComponent: RoutePending,
  component: VipScreen,
});

function VipScreen() {
  const { t } = useLingui();
  const vip = useQuery(vipQuery());
  return (
    <main className="screen vip">
      <PageHeader title={t`VIP`} />
      {vip.data ? (
        <>
          <VipProgress vip={vip.data} />
          <p className="muted vip__rule">
            {t`Your tier is kept for life. Upgrades happen automatically at 02:00 (GMT+8) the day after your approved deposits reach a tier's threshold.`}
          </p>
          <VipLadder vip={vip.data} />
        </>
      ) : (
        <SkeletonList />
      )}
    </main>
  );
}
