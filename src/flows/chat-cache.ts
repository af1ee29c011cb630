import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { chatKeys } from "../api/chat.ts";
// types only: live updates (part of the first screen's code) use this, and never load arktype
import type { ChatMessage, ChatPage, ConversationId } from "../api/contract/chat.ts";

/**
 * A chat message that arrived (the event stream, or the answer to the player's own send) goes into
 * its conversation's loaded history, once: every merge is by message id. Kept apart from the chat
 * screens' code (chat.ts) because live updates load it with the first screen.
 */

type Pages = InfiniteData<ChatPage, number | undefined>;

/** Puts a message into its conversation's first page when that conversation is loaded (once, by id). */
export function receiveMessage(queryClient: QueryClient, message: ChatMessage): void {
  // One of the two sides is the reader: only the other one's conversation is ever loaded.
  const candidates: ConversationId[] = message.room
    ? ["room"]
    : [message.sender.member_uid, ...(message.recipient_uid ? [message.recipient_uid] : [])];
  for (const withId of candidates) {
    queryClient.setQueryData<Pages>(chatKeys.messages(withId), (data) => {
      if (!data) return data;
      if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
      const [first, ...rest] = data.pages;
      const firstPage = first ?? { messages: [], has_more: false };
      const messages = [message, ...firstPage.messages].sort((a, b) => b.id - a.id);
      return { ...data, pages: [{ ...firstPage, messages }, ...rest] };
    });
  }
}
