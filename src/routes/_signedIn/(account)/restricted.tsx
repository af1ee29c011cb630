import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, Navigate } from "@tanstack/react-router";
import { SessionContext } from "../../../flows/session.tsx";
import { useFreshUser } from "../../../flows/use-fresh-user.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import { remainingTime } from "../../../lib/remaining-time.ts";
import { Button } from "../../../ui/button.tsx";
import { ChevronRightIcon, ListIcon, LogoutIcon, ShieldIcon, WalletIcon, WithdrawIcon } from "../../../ui/icons.tsx";
import { activeRestriction } from "../-components/restriction-guard.ts";

export const Route = createFileRoute("/_signedIn/(account)/restricted")({
  staticData: { title: msg`Time-out` },
  component: RestrictedScreen,
});

/**
 * /restricted: where a player in a time-out or self-exclusion lands (after login, and from any screen that is
 * closed to them: src/routes/_signedIn.tsx). It says plainly until when, what stays possible (with the way there)
 * and what is closed; the user is read again, so an end that has passed opens the app again.
 */
function RestrictedScreen() {
  const { t, i18n } = useLingui();
  const session = SessionContext.useActorRef();
  const { user } = useFreshUser();
  const restriction = activeRestriction(user);
  if (!restriction) return <Navigate to="/home" replace />;
  const timeOut = restriction.kind === "time_out";
  const end = formatDateTime(restriction.until);
  const left = remainingTime(new Date().toISOString(), restriction.until, i18n.locale);
  const open = [
    { to: "/wallet", label: t`See your balance`, icon: WalletIcon },
    { to: "/withdraw", label: t`Withdraw`, icon: WithdrawIcon },
    { to: "/transaction", label: t`See your history`, icon: ListIcon },
    { to: "/play_responsibly", label: t`Play responsibly`, icon: ShieldIcon },
  ] as const;
  const closed = [
    t`Deposits`,
    t`Transfers into games, and playing`,
    t`Sending money to friends`,
    t`Gifts and check-in rewards`,
    t`Marketing mails`,
  ];
  return (
    <main className="screen account restricted">
      <h1 className="page-title">{timeOut ? t`Time-out` : t`Self-exclusion`}</h1>
      <section className="card restricted__end" aria-labelledby="restricted-end">
        <p id="restricted-end" className="restricted__until">
          {timeOut ? t`Your time-out ends on ${end}.` : t`Your self-exclusion ends on ${end}.`}
        </p>
        {left ? <p className="muted">{t`Time left: ${left}.`}</p> : null}
        <p className="muted">
          {timeOut
            ? t`You chose this break. It cannot be shortened or lifted before it ends.`
            : t`You chose to exclude yourself. It cannot be shortened or lifted before it ends.`}
        </p>
      </section>
      <section className="list-card" aria-labelledby="restricted-open">
        <h2 id="restricted-open" className="section-title">
          {t`What you can still do`}
        </h2>
        <ul className="list-card__links">
          {open.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className="list-card__link">
                <entry.icon />
                <span className="list-card__label">{entry.label}</span>
                <ChevronRightIcon className="list-card__chevron" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="restricted-closed">
        <h2 id="restricted-closed" className="section-title">
          {t`Closed until then`}
        </h2>
        <ul className="restricted__closed">
          {closed.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <Button variant="secondary" className="button--block" onClick={() => session.send({ type: "session.logout" })}>
        <LogoutIcon /> {t`Sign out`}
      </Button>
    </main>
  );
}
