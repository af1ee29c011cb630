import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { request } from "./client.ts";
import type { ConversationId, MarkReadBody, ReportBody, SendMessageBody } from "./contract/chat.ts";

const chat = "/api/player/chat";

const pageSize = 30;

export const sendMessage = (body: SendMessageBody) => request("ChatMessage", `${chat}/send`, { method: "POST", body });
/** A page of a conversation, newest first, older than `before` when given. */
export const getMessages = (withId: ConversationId, before?: number) =>
  request("ChatPage", `${chat}/messages`, { query: { with: withId, before, limit: pageSize } });
export const getConversations = () => request("ConversationList", `${chat}/conversations`);
export const markRead = (body: MarkReadBody) => request("Ok", `${chat}/markRead`, { method: "POST", body });
export const getMutes = () => request("MutedList", `${chat}/mutes`);
export const mute = (memberUid: string) =>
  request("Ok", `${chat}/mute`, { method: "POST", body: { member_uid: memberUid } });
export const unmute = (memberUid: string) =>
  request("Ok", `${chat}/unmute`, { method: "POST", body: { member_uid: memberUid } });
export const reportMessage = (body: ReportBody) => request("Ok", `${chat}/report`, { method: "POST", body });

/** Query keys: a chat event updates `messages(with)` in place and reads `conversations()` again. */
export const chatKeys = {
  all: ["chat"] as const,
  conversations: () => [...chatKeys.all, "conversations"] as const,
  messages: (withId: ConversationId) => [...chatKeys.all, "messages", withId] as const,
  mutes: () => [...chatKeys.all, "mutes"] as const,
};

export const conversationsQuery = () =>
  queryOptions({ queryKey: chatKeys.conversations(), queryFn: getConversations, staleTime: 0 });

/**
 * A conversation's history, newest page first; each next page is older than the last one's oldest
 * message. Refetched after a reconnection: the pages are read again in order from the newest, so
 * the merged history has neither gaps nor doubles.
 */
export const messagesQuery = (withId: ConversationId) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(withId),
    queryFn: ({ pageParam }) => getMessages(withId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.messages.at(-1)?.id : undefined),
    staleTime: 0,
  });

export const mutesQuery = () => queryOptions({ queryKey: chatKeys.mutes(), queryFn: getMutes });
