/** Chat: messages, mutes, read marks and reports. */
import { bigint, index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";
import { playerIdColumn, players } from "./players.ts";
import { tenantIdColumn } from "./tenants.ts";

/**
 * Chat messages: the tenant's room (`conversation` = 'room') and one-to-one conversations
 * (`conversation` = the two player ids, the smaller first, joined by ':'). The id increases, so it
 * orders and pages history. (sender, client_id) is unique: a retried send is stored once.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    conversation: text("conversation").notNull(),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => players.id),
    /** Null in the room. */
    recipientId: uuid("recipient_id").references(() => players.id),
    body: text("body").notNull(),
    clientId: text("client_id").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    index("chat_messages_conversation_idx").on(t.tenantId, t.conversation, t.id),
    uniqueIndex("chat_messages_sender_client_key").on(t.senderId, t.clientId),
  ],
);

/** Who muted whom: the muted player's messages no longer reach the muter (room, history, stream). */
export const chatMutes = pgTable(
  "chat_mutes",
  {
    playerId: playerIdColumn(),
    mutedId: uuid("muted_id")
      .notNull()
      .references(() => players.id),
    createdAt: at("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.mutedId] })],
);

/** How far a player has read a conversation (unread counts start after it). */
export const chatReads = pgTable(
  "chat_reads",
  {
    playerId: playerIdColumn(),
    conversation: text("conversation").notNull(),
    lastReadId: bigint("last_read_id", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.conversation] })],
);

/** A message reported by a player (once per player and message), for the operator to review. */
export const chatReports = pgTable(
  "chat_reports",
  {
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => chatMessages.id),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => players.id),
    tenantId: tenantIdColumn(),
    reason: text("reason").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.reporterId] }),
    index("chat_reports_tenant_idx").on(t.tenantId, t.createdAt),
  ],
);
