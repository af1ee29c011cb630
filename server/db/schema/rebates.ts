/** Rebates on turnover and how far they have been worked out. */
import { bigint, date, index, integer, pgEnum, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { rebateSources, rebateStatuses } from "../../../src/api/contract/rebates.ts";
import { at } from "./columns.ts";
import { currencyEnum, playerIdColumn, players } from "./players.ts";
import { tenantIdColumn } from "./tenants.ts";
import { transactions } from "./wallet.ts";

export const rebateSourceEnum = pgEnum("rebate_source", rebateSources);
export const rebateStatusEnum = pgEnum("rebate_status", rebateStatuses);

/**
 * A player's rebate of one finished GMT+8 day from one source (own rounds, or the direct referrals'
 * rounds) and one game category: the turnover (sum of bets), the rate in basis points and the amount (rounded down), all in
 * the player's currency. Written once per (player, day, source, category) (services/rebates.ts: computing twice
 * makes no second row); only days with turnover get a row. pending → claimed by one conditional UPDATE
 * under the player's row lock, with the claim's transaction (type rebate) that paid it.
 */
export const rebates = pgTable(
  "rebates",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    playerId: playerIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    source: rebateSourceEnum("source").notNull(),
    /** The game category of the rounds (contract's gameCategories); null on rows from before categories. */
    category: text("category"),
    currency: currencyEnum("currency").notNull(),
    turnover: bigint("turnover", { mode: "number" }).notNull(),
    rateBp: integer("rate_bp").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: rebateStatusEnum("status").notNull().default("pending"),
    transactionId: uuid("transaction_id").references(() => transactions.id),
    createdAt: at("created_at").notNull(),
    claimedAt: at("claimed_at"),
  },
  (t) => [
    unique("rebates_player_day_source_category_key").on(t.playerId, t.day, t.source, t.category).nullsNotDistinct(),
    index("rebates_player_status_idx").on(t.playerId, t.status),
  ],
);

/** The last GMT+8 day whose rebates were worked out for a player (days after it are worked out on the next read). */
export const rebateProgress = pgTable("rebate_progress", {
  playerId: uuid("player_id")
    .primaryKey()
    .references(() => players.id),
  computedThrough: date("computed_through", { mode: "string" }).notNull(),
});

export type RebateRow = typeof rebates.$inferSelect;
