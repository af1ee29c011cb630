/** Daily check-in. */
import { sql } from "drizzle-orm";
import { bigint, check, date, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { checkInRewardKinds } from "../../../src/api/contract/check-in.ts";
import { at } from "./columns.ts";
import { playerIdColumn } from "./players.ts";
import { tenantIdColumn } from "./tenants.ts";
import { transactions } from "./wallet.ts";

export const checkInRewardKindEnum = pgEnum("check_in_reward_kind", checkInRewardKinds);

/**
 * A player's daily check-in: one row per (player, GMT+8 day), enforced by the unique key, written by
 * "insert … on conflict do nothing" (services/check-in.ts), so two claims at once make one row. The
 * streak and the cycle day it took, and the reward as it was paid (points, or a bonus in sen whose
 * transaction of type bonus is `transaction_id`). `idempotency_key` replays a repeated request.
 */
export const checkIns = pgTable(
  "check_ins",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    playerId: playerIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    streak: integer("streak").notNull(),
    cycleDay: integer("cycle_day").notNull(),
    rewardKind: checkInRewardKindEnum("reward_kind").notNull(),
    rewardAmount: bigint("reward_amount", { mode: "number" }).notNull(),
    transactionId: uuid("transaction_id").references(() => transactions.id),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("check_ins_player_day_key").on(t.playerId, t.day),
    uniqueIndex("check_ins_player_idempotency_key").on(t.playerId, t.idempotencyKey),
    check("check_ins_streak_positive", sql`${t.streak} >= 1 and ${t.cycleDay} >= 1 and ${t.rewardAmount} > 0`),
  ],
);

export type CheckInRow = typeof checkIns.$inferSelect;
