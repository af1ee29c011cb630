import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { FriendsIcon } from "../../../../../ui/icons.tsx";
import { PageHeader } from "../../../../../ui/page-header.tsx";

/**
 * A conversation with a player who is not a friend (any more: one of the two removed the other): there is no chat
 * to show, so the screen says why and leads to the friends (to send a request again) or back to the conversations.
 */
export function NoLongerFriends({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <main className="screen">
      <PageHeader title={title} />
      <section className="no-longer-friends" aria-labelledby="no-longer-friends-title">
        <span className="no-longer-friends__icon">
          <FriendsIcon />
        </span>
        <h2 id="no-longer-friends-title" className="no-longer-friends__title">
          {t`You are no longer friends`}
        </h2>
        <p className="no-longer-friends__text">
          {t`You can only chat with your friends. Send a friend request again to continue the conversation.`}
        </p>
        <div className="no-longer-friends__actions">
          <Link to="/my_contact" className="button button--primary button--block">
            <span>{t`Go to friends`}</span>
          </Link>
          <Link to="/chatroom" search={{ view: "friends" }} className="button button--secondary button--block">
            <span>{t`Back to chats`}</span>
          </Link>
        </div>
      </section>
    </main>
  );
}
