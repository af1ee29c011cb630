import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useFreshUser } from "../../../../flows/use-fresh-user.ts";
import { formatLocalDate } from "../../../../lib/dates.ts";
import { ChevronRightIcon, IdCardIcon, KeyIcon, ShieldIcon, UserIcon } from "../../../../ui/icons.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { SafeImage } from "../../../../ui/safe-image.tsx";
import { VipBadge } from "../../../../ui/vip-badge.tsx";

export const Route = createFileRoute("/_signedIn/(account)/profile/")({
  component: ProfileScreen,
});

/** The player's card (who they are, as the server has it now) and the rows leading to each change. */
function ProfileScreen() {
  const { t } = useLingui();
  const { user } = useFreshUser();
  const rows = [
    { to: "/profile/edit_nickname", label: t`Edit nickname`, icon: UserIcon },
    { to: "/profile/change_avatar", label: t`Change avatar`, icon: IdCardIcon },
    { to: "/profile/change_password", label: t`Change password`, icon: KeyIcon },
    { to: "/profile/reset_pin", label: t`Reset PIN`, icon: ShieldIcon },
  ] as const;
  const facts = [
    { label: t`UID`, value: user?.uuid },
    { label: t`Username`, value: user?.username },
    { label: t`Full name`, value: user?.full_name },
    { label: t`Phone number`, value: user?.contact_no ? `+${user.contact_no}` : null },
    { label: t`Referral code`, value: user?.referral_code },
    { label: t`Member since`, value: user?.member_since ? formatLocalDate(user.member_since) : null },
  ];
  return (
    <main className="screen account">
      <PageHeader title={t`Profile`} />
      <section className="account__profile" aria-label={t`Your profile`}>
        <SafeImage className="avatar avatar--large" src={user?.avatar ?? undefined} alt="" width={64} height={64} />
        <div className="profile__who">
          <p className="account__name">{user?.nickname ?? user?.username}</p>
          <VipBadge tier={user?.vip_tier ?? "Normal"} />
        </div>
      </section>
      <section className="card">
        <dl className="info-list info-list--wrap">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value ?? "—"}</dd>
            </div>
          ))}
        </dl>
      </section>
      <nav className="list-card" aria-label={t`Profile settings`}>
        <ul className="list-card__links profile__links">
          {rows.map((row) => (
            <li key={row.to}>
              <Link to={row.to} className="list-card__link">
                <row.icon />
                <span className="list-card__label">{row.label}</span>
                <ChevronRightIcon className="list-card__chevron" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
