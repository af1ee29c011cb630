import { useLingui } from "@lingui/react/macro";
import { type ErrorComponentProps, Link } from "@tanstack/react-router";
import { translateServerMessage } from "../i18n/server-messages.ts";
import { LoadFailed } from "./load-failed.tsx";

/**
 * A friend's screen whose player could not be read (no such UID, not a friend any more, offline): the
 * server's reason, and the way back to the friends; anything else is the app's error page.
 */
export function FriendLoadFailed({ title, ...props }: ErrorComponentProps & { title: string }) {
  const { t, i18n } = useLingui();
  return (
    <LoadFailed
      {...props}
      title={title}
      message={(error) => translateServerMessage(i18n, error.messageKey)}
      action={
        <Link to="/my_contact" className="button button--secondary">
          <span>{t`All friends`}</span>
        </Link>
      }
    />
  );
}
