import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { selectUser } from "../../../../machines/session.selectors.ts";
import { SessionContext } from "../../../flows/session.tsx";
import { Button } from "../../../ui/button.tsx";
import { ChevronRightIcon, LogoutIcon } from "../../../ui/icons.tsx";
import { LanguageSwitcher } from "../../../ui/language-switcher.tsx";
import { useNavigation } from "../../../ui/navigation.tsx";
import { SafeImage } from "../../../ui/safe-image.tsx";
import { UnreadBadge } from "../../../ui/unread-badge.tsx";
import { useUnreadMail } from "../../-components/mail-button.tsx";

export const Route = createFileRoute("/_signedIn/(account)/account")({
  component: AccountScreen,
});

function AccountScreen() {
  const { t, i18n } = useLingui();
  const session = SessionContext.useActorRef();
  const user = SessionContext.useSelector(selectUser);
  const links = useNavigation("menu");
  const unread = useUnreadMail();
  return (
    <main className="account">
      <h1 className="page-title">{t`Account`}</h1>
      <section className="account__profile" aria-label={t`Profile`}>
        <SafeImage className="avatar avatar--large" src={user?.avatar ?? undefined} alt="" width={64} height={64} />
        <div>
          <p className="account__name">{user?.nickname ?? user?.username}</p>
          <p className="account__meta">{user?.full_name}</p>
          <p className="account__meta">
            {t`Referral code`}: <strong>{user?.referral_code}</strong>
          </p>
        </div>
      </section>
      <section className="list-card" aria-labelledby="settings-title">
        <h2 id="settings-title" className="section-title">
          {t`Settings`}
        </h2>
        <div className="list-card__row">
          <LanguageSwitcher />
        </div>
        <ul className="list-card__links">
          {links.map((link) => (
            <li key={link.to}>
              {/* only entries whose screen is in the route tree are here (useNavigation checks it) */}
              <Link to={link.to as "/"} className="list-card__link">
                <link.icon />
                <span className="list-card__label">{i18n._(link.label)}</span>
                {link.badge === "unreadMail" && unread > 0 ? (
                  <>
                    {/* the count for a screen reader, after the entry's name ("Mail 2 unread"); the badge is hidden */}{" "}
                    <span className="visually-hidden">{t`${unread} unread`}</span>
                    <UnreadBadge count={unread} />
                  </>
                ) : null}
                <ChevronRightIcon className="list-card__chevron" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Button variant="secondary" className="button--block" onClick={() => session.send({ type: "session.logout" })}>
        <LogoutIcon /> {t`Log out`}
      </Button>
    </main>
  );
}
