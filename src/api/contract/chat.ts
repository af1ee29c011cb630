import { type } from "arktype";
import { SafeText } from "./common.ts";
import { MemberUid } from "./friends.ts";

/**
 * Chat: the tenant's room (every signed-in player of the tenant) and one-to-one conversations
 * between friends. A conversation is named from the reader's side: "room", or the other player's
 * public member UID. Messages are plain text; their ids increase, so they order and page history.
 * New messages reach the other side as `chat` events on the player's event stream (events.ts).
 */

/** The tenant's room. */
export const room = "room";

/** Who a conversation is with: the room, or a friend by member UID. */
export const ConversationId = type("'room'").or(MemberUid);
export type ConversationId = typeof ConversationId.infer;

/** A message holds at most this many characters (after trimming). */
export const maxMessageLength = 500;

/** A message as typed: trimmed, 1..500 characters, no control, bidi or invisible characters. */
export const MessageBody = SafeText(1, maxMessageLength);

/** Made by the app once per message and kept for its retries: a retried send is stored once. */
export const ClientId = type(/^[A-Za-z0-9_-]{16,64}$/);

export const SendMessageBody = type({ to: ConversationId, body: MessageBody, client_id: ClientId });

/** The composer's form: the message as typed (the same rule the server applies). */
export const MessageDraft = type({ body: MessageBody });
export type MessageDraft = typeof MessageDraft.infer;
export type SendMessageBody = typeof SendMessageBody.infer;

/** A message id (increasing bigint, within JavaScript's safe integers). */
export const MessageId = type("1 <= number.integer <= 9007199254740991");

/** Rate limit of sending: this many messages per window per player (the server enforces it). */
export const sendLimit = { messages: 10, windowMs: 10_000 } as const;

/** Messages per page of history, at most. */
export const maxPageSize = 50;

/** GET /chat/messages?with&before&limit: newest first, older than `before` when given. */
export const MessagesQuery = type({
  with: ConversationId,
  "before?": MessageId,
  limit: `1 <= number.integer <= ${maxPageSize}`,
});
export type MessagesQuery = typeof MessagesQuery.infer;

export const ChatSender = type({
  member_uid: MemberUid,
  /** Null when the player has not chosen one (the app shows their UID). */
  nickname: "string | null",
});
export type ChatSender = typeof ChatSender.infer;

export const ChatMessage = type({
  id: MessageId,
  /** The sender's `client_id`: lets the sender's app match its optimistic copy. */
  client_id: ClientId,
  /** True in the room; false in a one-to-one conversation. */
  room: "boolean",
  sender: ChatSender,
  /** The receiver of a one-to-one message; null in the room. */
  recipient_uid: MemberUid.or("null"),
  body: "string",
  created_at: "string",
});
export type ChatMessage = typeof ChatMessage.infer;

export const ChatPage = type({
  /** Newest first. */
  messages: ChatMessage.array(),
  /** Whether older messages exist before the last one here. */
  has_more: "boolean",
});
export type ChatPage = typeof ChatPage.infer;

export const Conversation = type({
  with: ConversationId,
  /** The friend's nickname (null: none chosen, or the room). */
  nickname: "string | null",
  last_message: ChatMessage.or("null"),
  /** Messages from others after the player's read mark (muted players' not counted). */
  unread: "number.integer >= 0",
});
export type Conversation = typeof Conversation.infer;

/** The room first, then every friend, the most recently active first. */
export const ConversationList = Conversation.array();

/** Marks a conversation read up to a message (a mark never moves back). */
export const MarkReadBody = type({ with: ConversationId, last_id: MessageId });
export type MarkReadBody = typeof MarkReadBody.infer;

export const MuteBody = type({ member_uid: MemberUid });
export type MuteBody = typeof MuteBody.infer;

export const MutedPlayer = type({ member_uid: MemberUid, nickname: "string | null" });
export const MutedList = MutedPlayer.array();
export type MutedPlayer = typeof MutedPlayer.infer;

export const reportReasons = ["spam", "abuse", "scam", "other"] as const;
export const ReportReason = type.enumerated(...reportReasons);
export type ReportReason = typeof ReportReason.infer;

export const ReportBody = type({ message_id: MessageId, reason: ReportReason });
export type ReportBody = typeof ReportBody.infer;
