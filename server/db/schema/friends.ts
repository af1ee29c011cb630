/** Friends: requests and the two-sided friendships. */
import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, primaryKey, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";
import { playerIdColumn, players } from "./players.ts";
import { tenantIdColumn } from "./tenants.ts";

export const friendRequestStatuses = ["pending", "approved", "rejected", "cancelled"] as const;
export const friendRequestStatusEnum = pgEnum("friend_request_status", friendRequestStatuses);

/**
 * A friend request from `sender` to `receiver`. While pending, the receiver approves or rejects it and the
 * sender may cancel it; the change is one conditional UPDATE (… where status = 'pending'), so of an approve
 * and a cancel that race exactly one wins. At most one pending request per pair, either direction.
 */
export const friendRequests = pgTable(
  "friend_requests",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => players.id),
    receiverId: uuid("receiver_id")
      .notNull()
      .references(() => players.id),
    status: friendRequestStatusEnum("status").notNull().default("pending"),
    createdAt: at("created_at").notNull(),
    /** When it was approved, rejected or cancelled. */
    decidedAt: at("decided_at"),
  },
  (t) => [
    uniqueIndex("friend_requests_pending_pair_key")
      .on(sql`least(${t.senderId}, ${t.receiverId})`, sql`greatest(${t.senderId}, ${t.receiverId})`)
      .where(sql`${t.status} = 'pending'`),
    index("friend_requests_receiver_idx").on(t.receiverId, t.status, t.createdAt),
    index("friend_requests_sender_idx").on(t.senderId, t.status, t.createdAt),
  ],
);

/** A friendship is two rows, one per side, written and removed together in one transaction. */
export const friendships = pgTable(
  "friendships",
  {
    tenantId: tenantIdColumn(),
    playerId: playerIdColumn(),
    friendId: uuid("friend_id")
      .notNull()
      .references(() => players.id),
    createdAt: at("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.friendId] }), index("friendships_friend_idx").on(t.friendId)],
);
