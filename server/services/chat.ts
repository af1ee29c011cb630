/**
 * Chat: the tenant's room and one-to-one conversations between friends (friendByUid). One-to-one, a UID
 * that is no friend of the caller is one answer whether or not it belongs to anybody (`targetOf`).
 *
 * A message is one INSERT; (sender, client_id) is unique, so a retried send answers the message
 * stored the first time (and is not counted again). Sending is rate-limited per player with the
 * one-statement counter of services/limiter.ts (contract `sendLimit`). After the insert the message
 * goes on the bus: to every stream of the tenant for the room, to both players for a one-to-one
 * message (the sender's other tabs show it too). A player's mutes hide the muted player's messages
 * from history, the conversation list and the stream (routes/events.ts filters by `mutedUids`), and
 * a muted player cannot write to the muter at all. Mutes and reports are limited per player an hour
 * (`CHAT_MUTES_PER_HOUR`, `CHAT_REPORTS_PER_HOUR`), counted in the same one-statement counter.
 */
import { and, desc, eq, inArray, lt, notExists, sql } from "drizzle-orm";
import {
  type ChatMessage,
  type ChatPage,
  type Conversation,
  type ConversationId,
  type MarkReadBody,
  type MessagesQuery,
  room,
  type SendMessageBody,
  sendLimit,
} from "../../src/api/contract/chat.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { chatMessages, chatMutes, chatReads, friendships, players } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { pairKey, recipient, sender, targetOf } from "./chat-peers.ts";
import type { PlayerView } from "./players.ts";

export {
  CHAT_ABUSE_WINDOW_MS,
  CHAT_MUTES_PER_HOUR,
  CHAT_REPORTS_PER_HOUR,
  listMuted,
  listReports,
  mutedUids,
  type ReportView,
  reportMessage,
  setMuted,
} from "./chat-moderation.ts";
export { pairKey } from "./chat-peers.ts";

/** Messages with their sender's and recipient's public names, newest first. */
function selectMessages(db: Db) {
  return db
    .select({
      id: chatMessages.id,
      clientId: chatMessages.clientId,
      conversation: chatMessages.conversation,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
      senderUid: sender.memberUid,
      senderNickname: sender.nickname,
      recipientUid: recipient.memberUid,
    })
    .from(chatMessages)
    .innerJoin(sender, eq(sender.id, chatMessages.senderId))
    .leftJoin(recipient, eq(recipient.id, chatMessages.recipientId));
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>["execute"]>>[number];

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    client_id: row.clientId,
    room: row.conversation === room,
    sender: { member_uid: row.senderUid, nickname: row.senderNickname },
    recipient_uid: row.recipientUid,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  };
}

/** Messages of senders `playerId` has not muted. */
const notMutedBy = (playerId: string) =>
  notExists(
    sql`(select 1 from ${chatMutes} where ${chatMutes.playerId} = ${playerId} and ${chatMutes.mutedId} = ${chatMessages.senderId})`,
  );

async function messageByClientId(db: Db, senderId: string, clientId: string): Promise<ChatMessage | null> {
  const [row] = await selectMessages(db)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return row ? toMessage(row) : null;
}

/** Whether `playerId` muted `mutedId`. */
async function hasMuted(db: Db, playerId: string, mutedId: string): Promise<boolean> {
  const [row] = await db
    .select({ playerId: chatMutes.playerId })
    .from(chatMutes)
    .where(and(eq(chatMutes.playerId, playerId), eq(chatMutes.mutedId, mutedId)))
    .limit(1);
  return row !== undefined;
}

export async function sendMessage(ctx: Ctx, player: PlayerView, body: SendMessageBody): Promise<ChatMessage> {
  const repeated = await messageByClientId(ctx.db, player.id, body.client_id);
  if (repeated) return repeated;
  const target = await targetOf(ctx.db, player, body.to);
  if (target.friend && (await hasMuted(ctx.db, target.friend.id, player.id))) fail(403, "This player has muted you");
  const key = `chat-send:${player.id}`;
  const counts = await ctx.limiter.hit([{ key, windowMs: sendLimit.windowMs }]);
  if ((counts.get(key) ?? 0) > sendLimit.messages) fail(429, "You are sending messages too fast");

  const [inserted] = await ctx.db
    .insert(chatMessages)
    .values({
      tenantId: player.tenantId,
      conversation: target.conversation,
      senderId: player.id,
      recipientId: target.friend?.id ?? null,
      body: body.body,
      clientId: body.client_id,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing()
    .returning({ id: chatMessages.id });
  const message = await messageByClientId(ctx.db, player.id, body.client_id);
  if (!message) throw new Error("a chat message vanished after its insert");
  // a concurrent retry of the same send stored it: that one tells the streams
  if (!inserted) return message;
  if (target.friend) {
    ctx.events.publish(player.tenantId, target.friend.id, { kind: "chat", message });
    ctx.events.publish(player.tenantId, player.id, { kind: "chat", message });
  } else {
    ctx.events.publishToTenant(player.tenantId, { kind: "chat", message });
  }
  return message;
}

/** A page of a conversation, newest first, older than `before` when given; muted senders left out. */
export async function listMessages(ctx: Ctx, player: PlayerView, query: MessagesQuery): Promise<ChatPage> {
  const target = await targetOf(ctx.db, player, query.with);
  const rows = await selectMessages(ctx.db)
    .where(
      and(
        eq(chatMessages.tenantId, player.tenantId),
        eq(chatMessages.conversation, target.conversation),
        query.before === undefined ? undefined : lt(chatMessages.id, query.before),
        notMutedBy(player.id),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(query.limit + 1);
  return { messages: rows.slice(0, query.limit).map(toMessage), has_more: rows.length > query.limit };
}

/** The room, then every friend (the most recently active first), with the last message and unread count. */
export async function listConversations(ctx: Ctx, player: PlayerView): Promise<Conversation[]> {
  const friends = await ctx.db
    .select({ id: players.id, memberUid: players.memberUid, nickname: players.nickname })
    .from(friendships)
    .innerJoin(players, eq(players.id, friendships.friendId))
    .where(eq(friendships.playerId, player.id));
  const keys = [room, ...friends.map((f) => pairKey(player.id, f.id))];
  const visible = and(
    eq(chatMessages.tenantId, player.tenantId),
    inArray(chatMessages.conversation, keys),
    notMutedBy(player.id),
  );
  const [lastIds, unread] = await Promise.all([
    ctx.db
      .select({ id: sql<number>`max(${chatMessages.id})`.mapWith(Number) })
      .from(chatMessages)
      .where(visible)
      .groupBy(chatMessages.conversation),
    ctx.db
      .select({
        conversation: chatMessages.conversation,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(chatMessages)
      .leftJoin(
        chatReads,
        and(eq(chatReads.playerId, player.id), eq(chatReads.conversation, chatMessages.conversation)),
      )
      .where(
        and(
          visible,
          sql`${chatMessages.senderId} <> ${player.id}`,
          sql`${chatMessages.id} > coalesce(${chatReads.lastReadId}, 0)`,
        ),
      )
      .groupBy(chatMessages.conversation),
  ]);
  const lastRows =
    lastIds.length === 0
      ? []
      : await selectMessages(ctx.db).where(
          inArray(
            chatMessages.id,
            lastIds.map((r) => r.id),
          ),
        );
  const last = new Map(lastRows.map((row) => [row.conversation, toMessage(row)]));
  const unreadOf = new Map(unread.map((row) => [row.conversation, row.count]));
  const entry = (key: string, id: ConversationId, nickname: string | null): Conversation => ({
    with: id,
    nickname,
    last_message: last.get(key) ?? null,
    unread: unreadOf.get(key) ?? 0,
  });
  const direct = friends
    .map((f) => entry(pairKey(player.id, f.id), f.memberUid, f.nickname))
    .sort(
      (a, b) =>
        (b.last_message?.id ?? 0) - (a.last_message?.id ?? 0) || (a.with < b.with ? -1 : a.with > b.with ? 1 : 0),
    );
  return [entry(room, room, null), ...direct];
}

/** Moves the player's read mark of a conversation forward (never back). */
export async function markRead(ctx: Ctx, player: PlayerView, body: MarkReadBody): Promise<void> {
  const target = await targetOf(ctx.db, player, body.with);
  await ctx.db
    .insert(chatReads)
    .values({ playerId: player.id, conversation: target.conversation, lastReadId: body.last_id })
    .onConflictDoUpdate({
      target: [chatReads.playerId, chatReads.conversation],
      set: { lastReadId: sql`greatest(${chatReads.lastReadId}, excluded.last_read_id)` },
    });
}
