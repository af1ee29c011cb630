import { useLingui } from "@lingui/react/macro";
import { type ErrorComponentProps, Link } from "@tanstack/react-router";
import { ApiError } from "../api/client.ts";
import { translateServerMessage } from "../i18n/server-messages.ts";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { RouteError } from "../ui/route-error.tsx";

/**
 * A friend's screen whose player could not be read (no such UID, not a friend any more, offline): the
 * server's reason, and the way back to the friends; anything else is the app's error page.
 */
export function FriendLoadFailed({ title, ...props }: ErrorComponentProps & { title: string }) {
  const { t, i18n } = useLingui();
  if (!(props.error instanceof ApiError)) return <RouteError {...props} />;
  return (
    <main className="screen">
      <PageHeader title={title} />
      <EmptyState
        title={translateServerMessage(i18n, props.error.messageKey)}
        action={
          <Link to="/my_contact" className="button button--secondary">
            <span>{t`All friends`}</span>
          </Link>
        }
      />
    </main>
  );
}
