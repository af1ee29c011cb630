import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { chatKeys, conversationsQuery, mutesQuery, unmute } from "../../../../../api/chat.ts";
import { room } from "../../../../../api/contract/chat.ts";
import { formatMessageTime } from "../../../../../lib/dates.ts";
import { EmptyState } from "../../../../../ui/empty-state.tsx";
import { ChevronRightIcon } from "../../../../../ui/icons.tsx";
import { SkeletonList } from "../../../../../ui/skeleton-list.tsx";
import { ChatUnreadBadge } from "./chat-unread-badge.tsx";
import { useSenderName } from "./sender-name.ts";

/** The player's one-to-one conversations (every friend, the most recent first) and the players they muted. */
export function ChatConversations() {
  const { t } = useLingui();
  const name = useSenderName();
  const conversations = useQuery(conversationsQuery());
  const direct = (conversations.data ?? []).filter((c) => c.with !== room);
  return (
    <>
      {conversations.isPending ? <SkeletonList /> : null}
      {conversations.isError ? <EmptyState title={t`Failed to load`} /> : null}
      {conversations.isSuccess && direct.length === 0 ? (
        <EmptyState title={t`No friends to chat with yet`} text={t`Add friends to start a conversation.`} />
      ) : null}
      {direct.length > 0 ? (
        <ul className="chat-conversations">
          {direct.map((c) => {
            const who = name({ member_uid: c.with, nickname: c.nickname });
            return (
              <li key={c.with}>
                <Link to="/chatroom/$friendId" params={{ friendId: c.with }} className="chat-conversation">
                  <span className="chat-conversation__text">
                    <span className="chat-conversation__name">{who}</span>
                    <span className="chat-conversation__last">{c.last_message?.body ?? t`No messages yet`}</span>
                  </span>
                  <span className="chat-conversation__side">
                    {c.last_message ? (
                      <time className="chat-conversation__time" dateTime={c.last_message.created_at}>
                        {formatMessageTime(c.last_message.created_at)}
                      </time>
                    ) : null}
                    <ChatUnreadBadge count={c.unread} />
                  </span>
                  <ChevronRightIcon />
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      <MutedPlayers />
    </>
  );
}

function MutedPlayers() {
  const { t } = useLingui();
  const name = useSenderName();
  const queryClient = useQueryClient();
  const muted = useQuery(mutesQuery());
  if (!muted.data?.length) return null;
  return (
    <section className="chat-muted" aria-labelledby="chat-muted-title">
      <h2 id="chat-muted-title" className="chat-muted__title">{t`Muted players`}</h2>
      <ul className="chat-muted__list">
        {muted.data.map((player) => (
          <li key={player.member_uid} className="chat-muted__item">
            <span className="chat-muted__name">{name(player)}</span>
            <button
              type="button"
              className="button button--ghost"
              onClick={() =>
                void unmute(player.member_uid).then(() => queryClient.invalidateQueries({ queryKey: chatKeys.all }))
              }
            >
              <span>{t`Unmute`}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
