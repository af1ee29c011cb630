import { type QueryClient, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type Keyed, keyFor } from "../../machines/idempotency.ts";
import {
  chatKeys,
  markRead,
  messagesQuery,
  mute as muteCall,
  reportMessage as reportCall,
  sendMessage,
} from "../api/chat.ts";
import { type ApiError, toApiError } from "../api/client.ts";
import type { ChatMessage, ConversationId, ReportReason } from "../api/contract/chat.ts";
import { receiveMessage } from "./chat-cache.ts";

/**
 * Chat in the app: one conversation's history (pages, newest first, from the server), messages
 * that arrive on the event stream merged into it by id, and the player's own sends shown at once
 * (optimistic, by client id) until the server's answer or the event brings the stored message.
 * Every merge is by message id, so a message that comes both as an answer and as an event, or again
 * after a reconnection's re-read, shows once.
 */

/** The player's own message on its way: shown at once, gone once the stored one is in the history. */
export type PendingMessage = { clientId: string; body: string };

/** A failed send: its text goes back into the composer, with the reason (a server-message key). */
export type SendFailure = { body: string; error: ApiError["messageKey"] };

export function useConversation(withId: ConversationId) {
  const queryClient = useQueryClient();
  const history = useInfiniteQuery(messagesQuery(withId));
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  /** The last failed send's text and client id: sending that text again reuses the id (stored once). */
  const retry = useRef<Keyed<string> | null>(null);

  const stored = useMemo(() => {
    const byId = new Map<number, ChatMessage>();
    for (const page of history.data?.pages ?? []) for (const m of page.messages) byId.set(m.id, m);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }, [history.data]);
  const storedClientIds = useMemo(() => new Set(stored.map((m) => m.client_id)), [stored]);
  const waiting = pending.filter((p) => !storedClientIds.has(p.clientId));

  const send = useCallback(
    (body: string) => {
      const { key: clientId } = keyFor(retry.current, body);
      retry.current = null;
      setFailure(null);
      setPending((list) => [...list, { clientId, body }]);
      sendMessage({ to: withId, body, client_id: clientId }).then(
        (message) => {
          receiveMessage(queryClient, message);
          setPending((list) => list.filter((p) => p.clientId !== clientId));
        },
        (error: unknown) => {
          retry.current = { key: clientId, draft: body };
          setPending((list) => list.filter((p) => p.clientId !== clientId));
          setFailure({ body, error: toApiError(error).messageKey });
        },
      );
    },
    [withId, queryClient],
  );

  // what the player has seen is read: the newest message of the conversation
  const newestId = stored.at(-1)?.id;
  useEffect(() => {
    if (newestId === undefined) return;
    markRead({ with: withId, last_id: newestId }).then(
      () => void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
      () => {},
    );
  }, [withId, newestId, queryClient]);

  return {
    history,
    messages: stored,
    pending: waiting,
    failure,
    clearFailure: () => setFailure(null),
    send,
  };
}

/** Mute a message's sender: their messages leave every conversation on view (the server hides them from now on). */
export async function muteSender(queryClient: QueryClient, memberUid: string): Promise<void> {
  await muteCall(memberUid);
  await queryClient.invalidateQueries({ queryKey: chatKeys.all });
}

export function reportChatMessage(messageId: number, reason: ReportReason): Promise<unknown> {
  return reportCall({ message_id: messageId, reason });
}
