import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { type LimitKey, type LimitKind, limitTraits } from "../../../api/contract/responsible.ts";
import { responsibleQuery } from "../../../api/responsible.ts";
import { verificationQuery } from "../../../api/verification.ts";
import { PageHeader } from "../../../ui/page-header.tsx";
import { SkeletonList } from "../../../ui/skeleton-list.tsx";
import { RoutePending } from "../-components/route-pending.tsx";
import { LimitGroup } from "./-components/limit-group.tsx";
import { LimitSheet } from "./-components/limit-sheet.tsx";
import { RealityCheckChoice } from "./-components/reality-check-choice.tsx";
import { RestrictionChoice } from "./-components/restriction-choice.tsx";
import { RestrictionNotice } from "./-components/restriction-notice.tsx";
import { VerificationLink } from "./-components/verification-link.tsx";

/**
 * /play_responsibly: the player's limits (deposits and losses per day, week and month; play time per day) with what
 * is used and left this period, when it resets and a raise waiting its 24 hours; a tap opens the limit's sheet (the
 * limits statechart). The reality-check interval, a time-out or self-exclusion (a two-step confirmation, then the
 * player is signed out) and the way to verification.
 */
export const Route = createFileRoute("/_signedIn/(account)/play_responsibly")({
  loader: ({ context }) => {
    // the verification status of the link below is not worth waiting for
    void context.queryClient.prefetchQuery(verificationQuery());
    return context.queryClient.ensureQueryData(responsibleQuery());
  },
  staticData: { title: msg`Play responsibly`, pendingRows: 7 },
  pendingComponent: RoutePending,
  component: PlayResponsiblyScreen,
});

function PlayResponsiblyScreen() {
  const { t } = useLingui();
  const view = useQuery(responsibleQuery());
  const [open, setOpen] = useState<LimitKey | null>(null);
  const data = view.data;
  const groups: { kind: LimitKind; title: string; text: string }[] = [
    { kind: "deposit", title: t`Deposit limits`, text: t`The most you can deposit in a day, a week and a month.` },
    { kind: "loss", title: t`Loss limits`, text: t`The most you can lose in games (bets minus wins).` },
    { kind: "session", title: t`Play time`, text: t`How long you can play in a day.` },
  ];
  const opened = data?.limits.find((limit) => limit.key === open);
  return (
    <main className="screen responsible">
      <PageHeader title={t`Play responsibly`} />
      {data ? (
        <>
          {data.restriction ? <RestrictionNotice restriction={data.restriction} /> : null}
          <p className="muted responsible__intro">
            {t`Set limits that suit you. A new or lower limit applies at once; a higher one or a removal waits 24 hours. Days start at 00:00 (GMT+8), weeks on Monday.`}
          </p>
          {groups.map((group) => (
            <LimitGroup
              key={group.kind}
              title={group.title}
              text={group.text}
              limits={data.limits.filter((limit) => limitTraits[limit.key].kind === group.kind)}
              currency={data.currency}
              onOpen={setOpen}
            />
          ))}
          <section className="card responsible__section">
            <RealityCheckChoice minutes={data.reality_check_minutes} />
          </section>
          {data.restriction ? null : (
            <>
              <RestrictionChoice kind="time_out" />
              <RestrictionChoice kind="self_exclusion" />
            </>
          )}
          <VerificationLink />
          {opened ? (
            <LimitSheet key={opened.key} limit={opened} currency={data.currency} onClose={() => setOpen(null)} />
          ) : null}
        </>
      ) : (
        <SkeletonList rows={7} />
      )}
    </main>
  );
}
