/**
 * Play responsibly: the player's limits (with a raise or removal waiting its 24 hours), the game
 * sessions the session limit and the reality check are counted on, verification documents, and the
 * audit of every change to limits, restrictions and verification. The reality-check interval, the
 * time-out or self-exclusion and the verification status are columns of `players`.
 */
import { bigint, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";
import { playerIdColumn } from "./players.ts";
import { tenantIdColumn } from "./tenants.ts";

/**
 * One row per player and limit key (contract/responsible.ts `limitKeys`). `value` is in force (null:
 * none); a raise or a removal waits in `pending_value` until `pending_from` (null: nothing waits).
 */
export const playLimits = pgTable(
  "play_limits",
  {
    playerId: playerIdColumn(),
    key: text("key").notNull(),
    value: bigint("value", { mode: "number" }),
    pendingValue: bigint("pending_value", { mode: "number" }),
    pendingFrom: at("pending_from"),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.key] })],
);

/**
 * A game opened in the app: from its launch to its last heartbeat (`last_seen_at`) or its end. Time
 * played is `(ended_at ?? last_seen_at) - started_at`; `next_check_seconds` is the time played at
 * which the next reality check is due (null: off).
 */
export const playSessions = pgTable(
  "play_sessions",
  {
    id: uuid("id").primaryKey(),
    playerId: playerIdColumn(),
    providerCode: text("provider_code").notNull(),
    startedAt: at("started_at").notNull(),
    lastSeenAt: at("last_seen_at").notNull(),
    endedAt: at("ended_at"),
    nextCheckSeconds: integer("next_check_seconds"),
  },
  (t) => [index("play_sessions_player_idx").on(t.playerId, t.startedAt)],
);

/** A verification document: stored under DATA_DIR/verification (never served), one per kind. */
export const verificationDocuments = pgTable(
  "verification_documents",
  {
    playerId: playerIdColumn(),
    kind: text("kind").notNull(),
    /** The file's name under DATA_DIR/verification. */
    file: text("file").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    uploadedAt: at("uploaded_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.kind] })],
);

/** Every change to a limit, the reality check, a time-out or self-exclusion, or verification: who, when, old, new. */
export const responsibleAudit = pgTable(
  "responsible_audit",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    playerId: playerIdColumn(),
    /** "player", "operator" or "system" (a pending raise taking effect). */
    actor: text("actor").notNull(),
    /** What changed: a limit key, "reality_check", "restriction", "verification". */
    subject: text("subject").notNull(),
    oldValue: text("old_value"),
    newValue: text("new_value"),
    at: at("at").notNull(),
  },
  (t) => [index("responsible_audit_player_idx").on(t.playerId, t.at)],
);
