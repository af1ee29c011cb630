/** Chat moderation: mutes and reports, and the hourly limits they count against (services/chat.ts). */
import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type MutedPlayer, type ReportBody, room } from "../../src/api/contract/chat.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { chatMessages, chatMutes, chatReports, players } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { peerByUid, sender } from "./chat-peers.ts";
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
