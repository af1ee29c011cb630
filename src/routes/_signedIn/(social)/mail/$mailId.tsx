import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, type ErrorComponentProps, Link, useNavigate } from "@tanstack/react-router";
import { mailKeys, openedMailQuery } from "../../../../api/mail.ts";
import { LoadFailed } from "../../../../flows/load-failed.tsx";
import { useMailActions } from "../../../../flows/mail.ts";
import { formatDateTime } from "../../../../lib/dates.ts";
import { Button } from "../../../../ui/button.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { useMailText } from "./-components/mail-text.ts";

export const Route = createFileRoute("/_signedIn/(social)/mail/$mailId")({
  // opening the mail marks it read on the server: the inbox and the badge are read again at once
  loader: async ({ context, params }) => {
    await context.queryClient.fetchQuery(openedMailQuery(params.mailId));
    void context.queryClient.invalidateQueries({ queryKey: mailKeys.all });
  },
  staticData: { title: msg`Mail`, pendingRows: 2 },
  pendingComponent: RoutePending,
  errorComponent: MailFailed,
  component: MailScreen,
});

/** The mail could not be read (deleted, not the player's, offline): the screen says so. */
function MailFailed(props: ErrorComponentProps) {
  const { t } = useLingui();
  return (
    <LoadFailed
      {...props}
      title={t`Mail`}
      message={() => t`Mail not found`}
      action={
        <Link to="/mail" className="link">
          {t`Back to inbox`}
        </Link>
      }
    />
  );
}

function MailScreen() {
  const { t } = useLingui();
  const { mailId } = Route.useParams();
  const navigate = useNavigate();
  const { data: mail } = useSuspenseQuery(openedMailQuery(mailId));
  const text = useMailText()(mail);
  const { markUnread, remove } = useMailActions();
  const busy = markUnread.isPending || remove.isPending;
  return (
    <main className="screen">
      <PageHeader title={t`Mail`} />
      <article className="mail" aria-labelledby="mail-title">
        <h2 id="mail-title" className="mail__title">
          {text.title}
        </h2>
        <p className="mail__when">
          <time dateTime={mail.created_at}>{formatDateTime(mail.created_at)}</time>
        </p>
        <p className="mail__body">{text.body}</p>
        {text.link ? (
          // a link's screen is in the route tree (useMailText checks the friends screen)
          <Link {...(text.link.target as { to: "/" })} className="button button--secondary mail__link">
            <span>{text.link.label}</span>
          </Link>
        ) : null}
      </article>
      <div className="actions mail__actions">
        <Button
          variant="secondary"
          busy={markUnread.isPending}
          disabled={busy}
          onClick={() => markUnread.mutate(mailId, { onSuccess: () => void navigate({ to: "/mail" }) })}
        >
          {t`Mark as unread`}
        </Button>
        <Button
          variant="ghost"
          busy={remove.isPending}
          disabled={busy}
          onClick={() => remove.mutate(mailId, { onSuccess: () => void navigate({ to: "/mail" }) })}
        >
          {t`Delete`}
        </Button>
      </div>
    </main>
  );
}
