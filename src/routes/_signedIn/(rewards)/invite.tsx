import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useFreshUser } from "../../../flows/use-fresh-user.ts";
import { inviteLink } from "../../../lib/share-links.ts";
import { useTheme } from "../../../theme/theme-context.ts";
import { Button } from "../../../ui/button.tsx";
import { CopyButton } from "../../../ui/copy-button.tsx";
import { PercentIcon, ShareIcon } from "../../../ui/icons.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { QrCode } from "../../../ui/qr-code.tsx";
import { ReferralTotals } from "./-components/referral-totals.tsx";
import { useShareInvite } from "./-components/use-share-invite.ts";

/**
 * /invite: the player's referral code and invite link (each with a copy button), the link's QR code for a
 * friend to scan, "Share" (the phone's share sheet where it has one, else /share), and the referral totals.
 * The QR encoder is imported here only, so it loads with this screen (the route is split from the app).
 */
export const Route = createFileRoute("/_signedIn/(rewards)/invite")({
  component: InviteScreen,
});

function InviteScreen() {
  const { t } = useLingui();
  const { user } = useFreshUser();
  const code = user?.referral_code ?? "";
  const link = inviteLink(window.location.origin, code);
  const share = useShareInvite(code, link);
  const brand = useTheme().brand_name;
  return (
    <main className="screen invite">
      <PageHeader title={t`Invite friends`} />
      <section className="card invite__card" aria-labelledby="invite-code-title">
        <h2 id="invite-code-title" className="card__title">
          {t`Your referral code`}
        </h2>
        <p className="copyable">
          <code className="copyable__value invite__code" data-testid="referral-code">
            {code}
          </code>
          <CopyButton value={code} label={t`referral code`} />
        </p>
        <h2 className="card__title invite__link-title">{t`Your invite link`}</h2>
        <p className="copyable">
          <code className="copyable__value invite__link" data-testid="invite-link">
            {link}
          </code>
          <CopyButton value={link} label={t`invite link`} />
        </p>
        <div className="invite__qr">
          <QrCode value={link} label={t`QR code of your invite link`} />
        </div>
        <p className="muted invite__hint">
          {t`Friends who register with your link or code join ${brand} as your referrals.`}
        </p>
        <div className="invite__actions">
          <Button className="button--block" onClick={() => void share()}>
            <ShareIcon /> {t`Share`}
          </Button>
          <Link to="/share" className="button button--secondary button--block">
            <span>{t`More ways to share`}</span>
          </Link>
        </div>
      </section>
      <ReferralTotals user={user} linkToList />
      <Link to="/rebate_list" className="list-card__link invite__rebates">
        <PercentIcon />
        <span className="list-card__label">{t`Rebates from your referrals' games`}</span>
      </Link>
    </main>
  );
}
