/** Scheduled jobs and VIP tier upgrades. */
import { bigint, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";
import { playerIdColumn, vipTierEnum } from "./players.ts";
import { tenantIdColumn } from "./tenants.ts";

/**
 * One row per run of a scheduled job (`job`, `run_key`: for the VIP job the GMT+8 day it runs on). The run that
 * inserts the row (insert … on conflict do nothing) does the work in the same database transaction; any other
 * instance (or a second tick) finds the key taken and does nothing, so a job runs once per key.
 */
export const scheduledRuns = pgTable(
  "scheduled_runs",
  {
    job: text("job").notNull(),
    runKey: text("run_key").notNull(),
    ranAt: at("ran_at").notNull(),
    /** What it did (for the VIP job: players upgraded). */
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.job, t.runKey] })],
);

/** Every tier upgrade (services/vip.ts): from, to, when, by which run of the job, and the deposits it counted. */
export const vipUpgrades = pgTable(
  "vip_upgrades",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    playerId: playerIdColumn(),
    fromTier: vipTierEnum("from_tier").notNull(),
    toTier: vipTierEnum("to_tier").notNull(),
    runKey: text("run_key").notNull(),
    /** The cumulative approved MYR deposits (sen) the run counted. */
    deposited: bigint("deposited", { mode: "number" }).notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("vip_upgrades_player_idx").on(t.playerId, t.createdAt)],
);
