/** Games: providers, games, players' provider accounts, launch tokens and round records. */
import { bigint, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";
import { currencyEnum, playerIdColumn } from "./players.ts";
import { tenants } from "./tenants.ts";

/** A tenant's game providers; `position` orders the lobby's grid. */
export const gameProviders = pgTable(
  "game_providers",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    logo: text("logo").notNull(),
    /** The categories it offers (contract's gameCategories). */
    categories: text("categories").array().notNull(),
    status: text("status").notNull().default("active"),
    maintenance: boolean("maintenance").notNull().default(false),
    /** Whether it takes money straight from another provider. */
    internalTransfer: boolean("internal_transfer").notNull().default(true),
    /** The prefix of the account names it shows its players ("hm" → "hm_aisyah88"). */
    accountPrefix: text("account_prefix").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code] })],
);

/** A tenant's games; the id is the provider's code and its own number ("DRG-0012"). */
export const games = pgTable(
  "games",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    providerCode: text("provider_code").notNull(),
    name: text("name").notNull(),
    image: text("image").notNull(),
    type: text("type").notNull(),
    tags: text("tags").array().notNull(),
    /** Whole units of the player's currency (answered in minor units). */
    minBet: bigint("min_bet", { mode: "number" }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("games_tenant_provider_idx").on(t.tenantId, t.providerCode, t.position),
  ],
);

/** A player's account at a provider, opened on first use; its balance is on the ledger. */
export const gameAccounts = pgTable(
  "game_accounts",
  {
    playerId: playerIdColumn(),
    providerCode: text("provider_code").notNull(),
    accountName: text("account_name").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.providerCode] })],
);

/**
 * The demo provider's launch references and game sessions: the URL and the game page carry only an
 * opaque random token; its SHA-256 is the key here, and what it stands for (player, app session,
 * tenant, provider, game) stays on the server. A launch reference opens once: it is consumed by one
 * conditional update (`used_at is null and expires_at > now`), so two opens cannot both pass.
 */
export const gameTokens = pgTable(
  "game_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose", { enum: ["launch", "session"] }).notNull(),
    playerId: playerIdColumn(),
    /** The app session the game was launched from: ending it ends the game. */
    sessionId: text("session_id").notNull(),
    tenantId: text("tenant_id").notNull(),
    providerCode: text("provider_code").notNull(),
    gameId: text("game_id").notNull(),
    expiresAt: at("expires_at").notNull(),
    /** When a launch reference was opened (null: not yet); a session is ended by setting it too. */
    usedAt: at("used_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("game_tokens_player_idx").on(t.playerId, t.purpose), index("game_tokens_expires_idx").on(t.expiresAt)],
);

/**
 * Rounds played at a provider: the game-record and turnover reports read them. A round's bet and
 * win are ledger entries of the game account (kind game_bet, game_win) written in the same
 * database transaction; `round_key` makes a repeated round request count once.
 */
export const gameRecords = pgTable(
  "game_records",
  {
    id: uuid("id").primaryKey(),
    playerId: playerIdColumn(),
    /** The provider's name and the game's name as shown in reports. */
    provider: text("provider").notNull(),
    game: text("game").notNull(),
    providerCode: text("provider_code"),
    gameId: text("game_id"),
    roundKey: text("round_key"),
    currency: currencyEnum("currency").notNull(),
    bet: bigint("bet", { mode: "number" }).notNull(),
    win: bigint("win", { mode: "number" }).notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    index("game_records_player_created_idx").on(t.playerId, t.createdAt),
    uniqueIndex("game_records_player_round_key").on(t.playerId, t.roundKey),
  ],
);

export type GameProviderRow = typeof gameProviders.$inferSelect;
export type GameRow = typeof games.$inferSelect;
