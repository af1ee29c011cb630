import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import type { ComponentType, SVGProps } from "react";
import { securityOverviewQuery } from "../../../../api/security.ts";
import { formatDateTime } from "../../../../lib/dates.ts";
import { ChevronRightIcon, ClockIcon, FingerprintIcon, KeyIcon, PhoneIcon } from "../../../../ui/icons.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { useSignInLabels } from "./-components/use-sign-in-labels.ts";

type Row = {
  to: "/security/passkeys" | "/security/two_step" | "/security/sign_ins" | "/profile/change_password";
  label: string;
  /** Where it stands now ("2 passkeys", "On · 10 recovery codes left"). */
  status: string | null;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
};

/**
 * /security, "Sign-in and security": where each protection of the account stands, each leading to its screen:
 * passkeys, two-step sign-in, the sign-in history (with the sign-in before this one) and the password.
 */
export const Route = createFileRoute("/_signedIn/(account)/security/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(securityOverviewQuery()),
  staticData: { title: msg`Sign-in and security`, pendingRows: 4 },
  pendingComponent: RoutePending,
  component: SecurityScreen,
});

function SecurityScreen() {
  const { t, i18n } = useLingui();
  const labels = useSignInLabels();
  const { data } = useSuspenseQuery(securityOverviewQuery());
  const { passkeys, two_step: twoStep, last_sign_in: last } = data;
  const codesLeft = twoStep.recovery_codes_left;
  const when = last ? formatDateTime(last.at, "Asia/Kuala_Lumpur") : "";
  const device = last ? labels.device(last) : "";
  const lastText = last ? t`Last sign-in: ${when} (GMT+8), ${device}` : t`No other sign-in yet`;
  const rows: Row[] = [
    {
      to: "/security/passkeys",
      label: t`Passkeys`,
      status:
        passkeys > 0
          ? i18n._(msg({ message: plural(passkeys, { one: "# passkey", other: "# passkeys" }) }))
          : t`Not set up`,
      icon: FingerprintIcon,
    },
    {
      to: "/security/two_step",
      label: t`Two-step sign-in`,
      status: twoStep.enabled
        ? `${t`On`} · ${i18n._(
            msg({ message: plural(codesLeft, { one: "# recovery code left", other: "# recovery codes left" }) }),
          )}`
        : t`Off`,
      icon: PhoneIcon,
    },
    { to: "/security/sign_ins", label: t`Sign-in history`, status: lastText, icon: ClockIcon },
    { to: "/profile/change_password", label: t`Change password`, status: null, icon: KeyIcon },
  ];
  return (
    <main className="screen security">
      <PageHeader title={t`Sign-in and security`} />
      <p className="muted">{t`Check where your account was signed in, and protect it with more than a password.`}</p>
      <nav className="list-card" aria-label={t`Sign-in and security`}>
        <ul className="list-card__links security__links">
          {rows.map((row) => {
            const content = (
              <>
                <row.icon />
                <span className="security__text">
                  <span className="list-card__label">{row.label}</span>
                  {row.status ? <span className="security__status">{row.status}</span> : null}
                </span>
              </>
            );
            return (
              <li key={row.to}>
                <Link to={row.to} className="list-card__link">
                  {content}
                  <ChevronRightIcon className="list-card__chevron" />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </main>
  );
}
