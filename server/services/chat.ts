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
import { alias } from "drizzle-orm/pg-core";
import {
  type ChatMessage,
  type ChatPage,
  type Conversation,
  type ConversationId,
  type MarkReadBody,
  type MessagesQuery,
  type MutedPlayer,
  type ReportBody,
  room,
  type SendMessageBody,
  sendLimit,
} from "../../src/api/contract/chat.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { chatMessages, chatMutes, chatReads, chatReports, friendships, players } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { friendByUid } from "./friends.ts";
import type { PlayerView } from "./players.ts";

const HOUR_MS = 60 * 60 * 1000;
/**
 * Mutes and unmutes one player may make an hour (together): far more than anyone tidies their room,
 * few enough that mute cannot be used to probe member UIDs or churn the muter's event streams.
 */
export const CHAT_MUTES_PER_HOUR = 20;
/** Reports one player may file an hour: every message of a spammer's burst, not a flood for the operator. */
export const CHAT_REPORTS_PER_HOUR = 20;
/** The window of both. */
export const CHAT_ABUSE_WINDOW_MS = HOUR_MS;

/** Counts one call against a per-player hourly limit (the limiter's one statement): 429 past it. */
async function countAgainst(ctx: Ctx, key: string, limit: number): Promise<void> {
  if (!(await ctx.limiter.within(key, CHAT_ABUSE_WINDOW_MS, limit))) fail(429, "Too many requests, try again later");
}

/** The conversation key of two players: their ids, the smaller first. */
export const pairKey = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

type Peer = { id: string; memberUid: string; nickname: string | null };

/** A player of the tenant by member UID, or a 404 (mute only: it needs no friendship, and is counted per hour). */
async function peerByUid(db: Db, tenantId: string, memberUid: string): Promise<Peer> {
  const [row] = await db
    .select({ id: players.id, memberUid: players.memberUid, nickname: players.nickname })
    .from(players)
    .where(and(eq(players.tenantId, tenantId), eq(players.memberUid, memberUid)))
    .limit(1);
  if (!row) fail(404, "User not found");
  return row;
}

type Target = { conversation: string; friend: Peer | null };

/**
 * The conversation `with` names from the player's side: the room, or a friend's. Anyone else — a
 * player who is no friend, oneself, another tenant's player or a UID nobody has — is the same 403
 * "You can only chat with friends", found by the same one statement (friendByUid: the friendship
 * joined to the player), so send, messages and markRead never tell an unknown UID from a real one.
 */
async function targetOf(db: Db, player: PlayerView, to: ConversationId): Promise<Target> {
  if (to === room) return { conversation: room, friend: null };
  const friend = await friendByUid(db, player, to);
  if (!friend) fail(403, "You can only chat with friends");
  return {
    conversation: pairKey(player.id, friend.id),
    friend: { id: friend.id, memberUid: friend.memberUid, nickname: friend.nickname },
  };
}

const sender = alias(players, "sender");
const recipient = alias(players, "recipient");

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

/**
 * Mutes (or unmutes) a player of the tenant; the muter's streams read their mutes again. Every call counts
 * against `CHAT_MUTES_PER_HOUR` before the UID is looked up (unknown ones too).
 */
export async function setMuted(ctx: Ctx, player: PlayerView, memberUid: string, muted: boolean): Promise<void> {
  await countAgainst(ctx, `chat-mute:${player.id}`, CHAT_MUTES_PER_HOUR);
  const peer = await peerByUid(ctx.db, player.tenantId, memberUid);
  if (peer.id === player.id) fail(400, "You cannot mute yourself");
  if (muted) {
    await ctx.db
      .insert(chatMutes)
      .values({ playerId: player.id, mutedId: peer.id, createdAt: ctx.now() })
      .onConflictDoNothing();
  } else {
    await ctx.db.delete(chatMutes).where(and(eq(chatMutes.playerId, player.id), eq(chatMutes.mutedId, peer.id)));
  }
  ctx.events.publish(player.tenantId, player.id, { kind: "mutes" });
}

export async function listMuted(db: Db, playerId: string): Promise<MutedPlayer[]> {
  const rows = await db
    .select({ memberUid: players.memberUid, nickname: players.nickname })
    .from(chatMutes)
    .innerJoin(players, eq(players.id, chatMutes.mutedId))
    .where(eq(chatMutes.playerId, playerId))
    .orderBy(desc(chatMutes.createdAt));
  return rows.map((row) => ({ member_uid: row.memberUid, nickname: row.nickname }));
}

/** The member UIDs a player muted (the event stream leaves their messages out). */
export async function mutedUids(db: Db, playerId: string): Promise<Set<string>> {
  return new Set((await listMuted(db, playerId)).map((m) => m.member_uid));
}

/**
 * Stores a report of a message the player can see (once per player and message). Every call counts
 * against `CHAT_REPORTS_PER_HOUR` before the message is looked up.
 */
export async function reportMessage(ctx: Ctx, player: PlayerView, body: ReportBody): Promise<void> {
  await countAgainst(ctx, `chat-report:${player.id}`, CHAT_REPORTS_PER_HOUR);
  const [message] = await ctx.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.id, body.message_id),
        eq(chatMessages.tenantId, player.tenantId),
        sql`(${chatMessages.conversation} = ${room} or ${chatMessages.senderId} = ${player.id} or ${chatMessages.recipientId} = ${player.id})`,
      ),
    )
    .limit(1);
  if (!message) fail(404, "Message not found");
  await ctx.db
    .insert(chatReports)
    .values({
      messageId: message.id,
      reporterId: player.id,
      tenantId: player.tenantId,
      reason: body.reason,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing();
}

export type ReportView = {
  message_id: number;
  reason: string;
  created_at: string;
  body: string;
  sender_uid: string;
  reporter_uid: string;
};

/** The tenant's reports, newest first (the sandbox operator reviews them). */
export async function listReports(db: Db, tenantId: string, limit = 100): Promise<ReportView[]> {
  const reporter = alias(players, "reporter");
  const rows = await db
    .select({
      messageId: chatReports.messageId,
      reason: chatReports.reason,
      createdAt: chatReports.createdAt,
      body: chatMessages.body,
      senderUid: sender.memberUid,
      reporterUid: reporter.memberUid,
    })
    .from(chatReports)
    .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
    .innerJoin(sender, eq(sender.id, chatMessages.senderId))
    .innerJoin(reporter, eq(reporter.id, chatReports.reporterId))
    .where(eq(chatReports.tenantId, tenantId))
    .orderBy(desc(chatReports.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    message_id: r.messageId,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
    body: r.body,
    sender_uid: r.senderUid,
    reporter_uid: r.reporterUid,
  }));
}
