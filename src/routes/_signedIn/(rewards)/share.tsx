import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useFreshUser } from "../../../flows/use-fresh-user.ts";
import { inviteLink, type ShareApp, shareApps, shareIntent } from "../../../lib/share-links.ts";
import { CopyButton } from "../../../ui/copy-button.tsx";
import { ChevronRightIcon, ShareIcon } from "../../../ui/icons.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { useInviteMessage } from "./-components/use-share-invite.ts";

/**
 * /share: the invite (message and link) to the common apps as plain share links (WhatsApp, Telegram, Facebook,
 * LINE, X, e-mail, SMS), each opening the app or its page with the message ready, and the link to copy.
 */
export const Route = createFileRoute("/_signedIn/(rewards)/share")({
  component: ShareScreen,
});

const appNames: Record<ShareApp, string> = {
  whatsapp: "WhatsApp",
  telegram: "Telegram",
  facebook: "Facebook",
  line: "LINE",
  x: "X",
  email: "",
  sms: "",
};

function ShareScreen() {
  const { t } = useLingui();
  const { user } = useFreshUser();
  const code = user?.referral_code ?? "";
  const link = inviteLink(window.location.origin, code);
  const { text, subject } = useInviteMessage(code);
  const nameOf = (app: ShareApp) => (app === "email" ? t`E-mail` : app === "sms" ? t`SMS` : appNames[app]);
  return (
    <main className="screen share">
      <PageHeader title={t`Share your invite`} />
      <section className="card" aria-labelledby="share-message-title">
        <h2 id="share-message-title" className="card__title">
          {t`Your message`}
        </h2>
        <p className="share__message">
          {text} <span className="share__link">{link}</span>
        </p>
        <p className="copyable share__copy">
          <span className="copyable__value">{t`Copy the link`}</span>
          <CopyButton value={link} label={t`invite link`} />
        </p>
      </section>
      <ul className="list" aria-label={t`Share with`}>
        {shareApps.map((app) => {
          const href = shareIntent(app, text, link, subject);
          const external = href.startsWith("https:");
          return (
            <li key={app}>
              <a
                className="list-item share__app"
                href={href}
                {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                data-app={app}
              >
                <ShareIcon className="share__icon" />
                <span className="list-item__main list-item__title">{nameOf(app)}</span>
                <ChevronRightIcon className="list-card__chevron" />
              </a>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
