/** Gifts and their redemptions. */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { type GiftText, redemptionStatuses } from "../../../src/api/contract/gifts.ts";
import { at } from "./columns.ts";
import { playerIdColumn } from "./players.ts";
import { tenantIdColumn, tenants } from "./tenants.ts";

export const redemptionStatusEnum = pgEnum("gift_redemption_status", redemptionStatuses);

/**
 * A tenant's gift catalogue (services/gifts.ts): names and descriptions in the app's four languages, a price in
 * points and a stock that never goes below zero (a redemption takes one in a single conditional UPDATE).
 */
export const gifts = pgTable(
  "gifts",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    name: jsonb("name").$type<GiftText>().notNull(),
    description: jsonb("description").$type<GiftText>().notNull(),
    image: text("image").notNull(),
    point: bigint("point", { mode: "number" }).notNull(),
    stock: integer("stock").notNull(),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check("gifts_stock_not_negative", sql`${t.stock} >= 0`),
    check("gifts_point_positive", sql`${t.point} > 0`),
  ],
);

export type GiftRow = typeof gifts.$inferSelect;

/**
 * A player's redemption of one gift: the price paid (given back when rejected), the receiver, the status the
 * operator moves. (player, idempotency key) is unique: a retried request answers the first redemption.
 */
export const giftRedemptions = pgTable(
  "gift_redemptions",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    playerId: playerIdColumn(),
    giftId: text("gift_id").notNull(),
    giftName: jsonb("gift_name").$type<GiftText>().notNull(),
    giftImage: text("gift_image").notNull(),
    point: bigint("point", { mode: "number" }).notNull(),
    receiverName: text("receiver_name").notNull(),
    receiverPhone: text("receiver_phone").notNull(),
    receiverAddress: text("receiver_address").notNull(),
    status: redemptionStatusEnum("status").notNull().default("pending"),
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    createdAt: at("created_at").notNull(),
    decidedAt: at("decided_at"),
  },
  (t) => [
    uniqueIndex("gift_redemptions_player_key").on(t.playerId, t.idempotencyKey),
    index("gift_redemptions_player_created_idx").on(t.playerId, t.createdAt, t.id),
    index("gift_redemptions_tenant_status_idx").on(t.tenantId, t.status, t.createdAt),
  ],
);

export type GiftRedemptionRow = typeof giftRedemptions.$inferSelect;
