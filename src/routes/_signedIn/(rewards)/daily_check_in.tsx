import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { DateTime, Duration } from "luxon";
import { selectCheckInStep } from "../../../../machines/check-in.selectors.ts";
import type { CheckInStatus } from "../../../api/contract/check-in.ts";
import { useCheckInFlow } from "../../../flows/check-in.ts";
import { translateServerMessage } from "../../../i18n/server-messages.ts";
import { Button } from "../../../ui/button.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FormError } from "../../../ui/form-error.tsx";
import { CheckCircleIcon, ClockIcon } from "../../../ui/icons.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { SkeletonList } from "../../../ui/skeleton-list.tsx";
import { CheckInCalendar } from "./-components/check-in-calendar.tsx";
import { CheckInRewardLabel } from "./-components/check-in-reward-label.tsx";
import { useResetCountdown } from "./-components/use-reset-countdown.ts";

/**
 * /daily_check_in: the check-in cycle's calendar (each day's reward; claimed, today, upcoming), the streak, the
 * Check in button, what today's claim won (points, or a bonus into the wallet with its transaction), and the
 * countdown to the next check-in at 00:00 GMT+08:00. The check-in machine (machines/check-in.machine.ts) runs it.
 */
export const Route = createFileRoute("/_signedIn/(rewards)/daily_check_in")({
  component: CheckInScreen,
});

function CheckInScreen() {
  const { t, i18n } = useLingui();
  const [snapshot, send] = useCheckInFlow();
  const step = selectCheckInStep(snapshot);
  const { status, won, error } = snapshot.context;
  return (
    <main className="screen check-in">
      <PageHeader title={t`Daily check-in`} />
      {step === "loadFailed" ? (
        <EmptyState
          title={t`Failed to load`}
          text={error ? translateServerMessage(i18n, error) : undefined}
          action={<Button onClick={() => send({ type: "checkIn.retry" })}>{t`Try again`}</Button>}
        />
      ) : status && step !== "loading" ? (
        <>
          <section className="card check-in__summary" aria-labelledby="check-in-streak">
            <p className="check-in__streak" id="check-in-streak" data-testid="check-in-streak">
              {i18n._(msg({ message: plural(status.streak, { one: "# day in a row", other: "# days in a row" }) }))}
            </p>
            <p className="muted check-in__hint">{t`Check in every day for bigger rewards. A missed day starts the cycle again.`}</p>
            <CheckInCalendar days={status.calendar} />
            {step === "claimed" ? (
              <p className="check-in__done" role="status">
                <CheckCircleIcon />
                <span>{t`You have checked in today`}</span>
              </p>
            ) : (
              <Button
                className="button--block"
                busy={step === "claiming"}
                disabled={!snapshot.can({ type: "checkIn.claim" })}
                onClick={() => send({ type: "checkIn.claim" })}
              >
                {t`Check in`}
              </Button>
            )}
            {step === "failed" ? (
              <div className="check-in__failed">
                <FormError message={error ? translateServerMessage(i18n, error) : null} />
                <Button variant="secondary" className="button--block" onClick={() => send({ type: "checkIn.retry" })}>
                  {t`Try again`}
                </Button>
              </div>
            ) : error && step === "claimed" ? (
              <FormError message={translateServerMessage(i18n, error)} />
            ) : null}
            {won ? (
              <p className="check-in__won" role="status" data-testid="check-in-won">
                <span>{t`You won`}</span> <CheckInRewardLabel reward={won.reward} />
                {won.transaction_id ? (
                  <>
                    {" "}
                    <Link to="/transaction/$id" params={{ id: won.transaction_id }} className="link">
                      {t`added to your wallet`}
                    </Link>
                  </>
                ) : null}
              </p>
            ) : null}
          </section>
          <NextCheckIn status={status} />
        </>
      ) : (
        <SkeletonList rows={3} />
      )}
    </main>
  );
}

/** The countdown to the next check-in at 00:00 GMT+8, and that moment in the player's own time. */
function NextCheckIn({ status }: { status: CheckInStatus }) {
  const { t } = useLingui();
  const left = useResetCountdown(status.ms_to_reset, status);
  const countdown = Duration.fromMillis(left).toFormat("hh:mm:ss");
  const reset = DateTime.fromISO(status.next_reset_at);
  const gmt8 = reset.setZone("UTC+8").toFormat("HH:mm");
  const local = reset.toLocal();
  const sameZone = local.offset === reset.setZone("UTC+8").offset;
  const localTime = local.toFormat("HH:mm");
  return (
    <section className="card check-in__next" aria-labelledby="check-in-next-title">
      <h2 className="check-in__next-title" id="check-in-next-title">
        <ClockIcon />
        <span>{t`Next check-in in`}</span>
      </h2>
      <p className="check-in__countdown" data-testid="check-in-countdown">
        <time dateTime={Duration.fromMillis(left).toISO() ?? undefined}>{countdown}</time>
      </p>
      <p className="muted check-in__reset">
        {sameZone
          ? t`A new day starts at ${gmt8} (GMT+8).`
          : t`A new day starts at ${gmt8} (GMT+8), ${localTime} your time.`}
      </p>
    </section>
  );
}
