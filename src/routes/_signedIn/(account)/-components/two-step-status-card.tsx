import { useLingui } from "@lingui/react/macro";
import type { TwoStepStatus } from "../../../../api/contract/security.ts";
import { formatLocalDate } from "../../../../lib/dates.ts";

/** Recovery codes left at or below which the card suggests making new ones. */
const fewCodes = 3;

/**
 * Whether two-step sign-in is on (since when, how many recovery codes are left) or off (what turning it on does),
 * at the top of /security/two_step.
 */
export function TwoStepStatusCard({ status }: { status: TwoStepStatus }) {
  const { t } = useLingui();
  const since = status.enabled_at ? formatLocalDate(status.enabled_at) : null;
  const left = status.recovery_codes_left;
  return (
    <section className={`card two-step-status two-step-status--${status.enabled ? "on" : "off"}`}>
      <p className="two-step-status__label">
        {status.enabled ? t`Two-step sign-in is on` : t`Two-step sign-in is off`}
      </p>
      {status.enabled ? (
        <>
          {since ? (
            <p className="muted">{t`Turned on ${since}. Signing in asks for a code from your app after your password.`}</p>
          ) : null}
          <p className="muted">{t`Recovery codes left: ${left} of 10`}</p>
          {left <= fewCodes ? (
            <p className="advice" role="note">
              {t`Few recovery codes are left. Turn two-step sign-in off and on again to get ten new ones.`}
            </p>
          ) : null}
        </>
      ) : (
        <p className="muted">
          {t`Protect your account: after your password, signing in also asks for a code from an authenticator app on your phone. Someone who learns your password still cannot sign in.`}
        </p>
      )}
    </section>
  );
}
