import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { unreadMailQuery } from "../../api/mail.ts";
import { MailIcon } from "../../ui/icons.tsx";
import { UnreadBadge } from "../../ui/unread-badge.tsx";

/** The unread mails: the badge's count, kept fresh by the event stream (`mail` events). */
export function useUnreadMail(): number {
  return useQuery(unreadMailQuery()).data?.unread ?? 0;
}

/** "Mail, 3 unread" for a screen reader (the badge itself is hidden from it). */
export function useMailLabel(): (unread: number) => string {
  const { t, i18n } = useLingui();
  return (unread) =>
    unread > 0 ? i18n._(msg({ message: plural(unread, { one: "Mail, # unread", other: "Mail, # unread" }) })) : t`Mail`;
}

/** The envelope in the signed-in header: opens the inbox, with the unread count on it. */
export function MailButton() {
  const unread = useUnreadMail();
  const label = useMailLabel()(unread);
  return (
    <Link to="/mail" className="mail-button" aria-label={label}>
      <MailIcon />
      <UnreadBadge count={unread} className="mail-button__badge" />
    </Link>
  );
}
