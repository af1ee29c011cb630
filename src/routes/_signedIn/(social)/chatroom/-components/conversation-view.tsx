import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef } from "react";
import type { ConversationId } from "../../../../../api/contract/chat.ts";
import { useConversation } from "../../../../../flows/chat.ts";
import { SessionContext } from "../../../../../flows/session.tsx";
import { EmptyState } from "../../../../../ui/empty-state.tsx";
import { SkeletonList } from "../../../../../ui/skeleton-list.tsx";
import { Composer } from "./composer.tsx";
import { MessageItem } from "./message-item.tsx";

const page = () => document.scrollingElement ?? document.documentElement;

/** Whether the page is scrolled to (near) its end: new messages then keep it there. */
const atEnd = () => {
  const el = page();
  return el.scrollHeight - el.scrollTop - el.clientHeight < 120;
};

/**
 * A conversation (the room or a friend): history oldest at the top, older pages on demand, new
 * messages as they arrive, the composer at the bottom.
 */
export function ConversationView({ withId }: { withId: ConversationId }) {
  const { t } = useLingui();
  const ownUid = SessionContext.useSelector((state) => state.context.user?.uuid ?? null);
  const chat = useConversation(withId);
  const { history } = chat;
  const list = useRef<HTMLOListElement>(null);
  /** Where the page was before the list changed: older messages keep the view still, new ones follow. */
  const before = useRef<{ height: number; top: number; atEnd: boolean } | null>(null);
  const count = chat.messages.length + chat.pending.length;
  const newest = chat.pending.at(-1)?.clientId ?? chat.messages.at(-1)?.id;

  // remember the position before every render that may change the list
  if (typeof document !== "undefined") {
    const el = page();
    before.current = { height: el.scrollHeight, top: el.scrollTop, atEnd: atEnd() };
  }
  const firstLoad = useRef(true);
  const lastNewest = useRef(newest);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's length or newest message changes
  useLayoutEffect(() => {
    const el = page();
    const was = before.current;
    if (count === 0) return;
    if (firstLoad.current) {
      firstLoad.current = false;
      el.scrollTop = el.scrollHeight;
    } else if (newest !== lastNewest.current) {
      // a new message: follow it when the reader was at the end (or sent it)
      if (was?.atEnd || chat.pending.length > 0) el.scrollTop = el.scrollHeight;
    } else if (was) {
      // older messages came in above: keep what the reader sees in place
      el.scrollTop = was.top + (el.scrollHeight - was.height);
    }
    lastNewest.current = newest;
  }, [count, newest]);

  const mine = (uid: string) => uid === ownUid;
  return (
    <>
      <section className="chat-log" aria-label={t`Messages`}>
        {history.hasNextPage ? (
          <div className="chat-log__older">
            <button
              type="button"
              className="button button--ghost"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              <span>{history.isFetchingNextPage ? t`Loading` : t`Load older messages`}</span>
            </button>
          </div>
        ) : null}
        {history.isPending ? <SkeletonList rows={5} /> : null}
        {history.isError ? <EmptyState title={t`Failed to load`} /> : null}
        {history.isSuccess && count === 0 ? (
          <EmptyState title={t`No messages yet`} text={t`Say hello: your message appears here.`} />
        ) : null}
        <ol ref={list} className="chat-log__list" aria-live="polite" aria-relevant="additions">
          {chat.messages.map((message) => (
            <MessageItem key={message.id} message={message} mine={mine(message.sender.member_uid)} />
          ))}
          {chat.pending.map((pending) => (
            <MessageItem
              key={pending.clientId}
              mine
              sending
              message={{
                body: pending.body,
                created_at: new Date().toISOString(),
                sender: { member_uid: ownUid ?? "", nickname: null },
              }}
            />
          ))}
        </ol>
      </section>
      <Composer onSend={chat.send} failure={chat.failure} onEdit={chat.clearFailure} />
    </>
  );
}
