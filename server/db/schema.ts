/**
 * Database schema of the reference player API. Change it, then run `npm run db:generate`
 * and commit the generated SQL in server/db/migrations/ (applied at start).
 * Every timestamp is written by the app (its injectable clock), never by now() in SQL.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { checkInRewardKinds } from "../../src/api/contract/check-in.ts";
import { type GiftText, redemptionStatuses } from "../../src/api/contract/gifts.ts";
import { mailTemplates } from "../../src/api/contract/mail.ts";
import { rebateSources, rebateStatuses } from "../../src/api/contract/rebates.ts";
import { transactionStatuses, transactionTypes } from "../../src/api/contract/wallet.ts";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const vipTierEnum = pgEnum("vip_tier", ["Normal", "Silver", "Gold", "Platinum", "Diamond"]);
export const currencyEnum = pgEnum("currency", ["MYR", "USDT"]);
export const otpPurposeEnum = pgEnum("otp_purpose", [
  "register",
  "forgot_password",
  "withdraw",
  "transfer",
  "reset_pin",
]);
export const transactionTypeEnum = pgEnum("transaction_type", transactionTypes);
export const transactionStatusEnum = pgEnum("transaction_status", transactionStatuses);

/** A brand run on the platform; its id is its slug ("harimau"), also the folder of its assets. */
export const tenants = pgTable("tenants", {
  id: text("id").primaryKey(),
  brandName: text("brand_name").notNull(),
  themecolor: text("themecolor").notNull(),
  logo: text("logo").notNull(),
  userCardArrowLeft: text("user_card_arrow_left").notNull(),
  userCardArrowRight: text("user_card_arrow_right").notNull(),
  restoreIcon: text("restore_icon").notNull(),
  /** Lowest first; the first tenant is the sandbox fallback for unknown hosts. */
  position: integer("position").notNull().default(0),
  createdAt: at("created_at").notNull(),
});

/** Host names (no port) a tenant is served on. */
export const tenantHosts = pgTable("tenant_hosts", {
  host: text("host").primaryKey(),
  tenantId: text("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" }),
});

/** Back-office key/value configuration of a tenant (getPlayerBoConfig, getConfig). */
export const configEntries = pgTable(
  "config_entries",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

export const players = pgTable(
  "players",
  {
    id: uuid("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    fullName: text("full_name").notNull(),
    nickname: text("nickname"),
    /**
     * The name other players see (nickname, else username), folded for comparison: NFKC (so full-width
     * and compatibility forms meet their plain letters) and lower case. Unique per tenant, so no one
     * can show up under another player's name (services/nicknames.ts writes it).
     */
    displayKey: text("display_key").notNull(),
    email: text("email"),
    contactNo: text("contact_no").notNull(),
    referralCode: text("referral_code").notNull(),
    referrerId: uuid("referrer_id").references((): AnyPgColumn => players.id),
    /** Public 8-digit member UID. */
    memberUid: text("member_uid").notNull().unique(),
    currency: currencyEnum("currency").notNull().default("MYR"),
    vipTier: vipTierEnum("vip_tier").notNull().default("Normal"),
    avatar: text("avatar"),
    chip: bigint("chip", { mode: "number" }).notNull().default(0),
    point: bigint("point", { mode: "number" }).notNull().default(0),
    share: bigint("share", { mode: "number" }).notNull().default(0),
    pinHash: text("pin_hash"),
    pinFailedAttempts: integer("pin_failed_attempts").notNull().default(0),
    pinLockedUntil: at("pin_locked_until"),
    /** The one active session; a token carrying another session id is refused. */
    sessionId: text("session_id"),
    lastLoginAt: at("last_login_at"),
    registeredDomain: text("registered_domain"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("players_tenant_username_key").on(t.tenantId, sql`lower(${t.username})`),
    uniqueIndex("players_tenant_contact_no_key").on(t.tenantId, t.contactNo),
    uniqueIndex("players_tenant_referral_code_key").on(t.tenantId, t.referralCode),
    uniqueIndex("players_tenant_display_key").on(t.tenantId, t.displayKey),
    /** Whose avatar a file is (/uploads/<file> answers only within its tenant). */
    index("players_avatar_idx").on(t.avatar),
    index("players_referrer_idx").on(t.referrerId, t.createdAt),
  ],
);

/** One-time codes; only a keyed hash of the code is stored. */
export const otps = pgTable(
  "otps",
  {
    id: uuid("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    contactNo: text("contact_no").notNull(),
    purpose: otpPurposeEnum("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: at("expires_at").notNull(),
    consumedAt: at("consumed_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("otps_tenant_contact_created_idx").on(t.tenantId, t.contactNo, t.createdAt)],
);

/**
 * Fixed-window counters shared by every API instance on the database (login attempts, OTP quotas).
 * A key is counted in one statement (insert … on conflict do update … returning), so concurrent
 * requests get distinct counts; a row whose window has ended starts over at 1.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStart: at("window_start").notNull(),
    /** window_start + the window's length: the row is dead (and may be pruned) from then on. */
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("rate_limits_expires_idx").on(t.expiresAt)],
);

/** Sandbox SMS sink: what would have been sent, with the plain code so demos and tests can read it. */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: uuid("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    contactNo: text("contact_no").notNull(),
    body: text("body").notNull(),
    code: text("code").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("sms_messages_tenant_contact_created_idx").on(t.tenantId, t.contactNo, t.createdAt)],
);

/** Append-only money ledger in integer minor units; a balance is the sum of a player's entries. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
    currency: currencyEnum("currency").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    /**
     * opening_balance, deposit, withdraw_hold, withdraw_release; transfer_out, transfer_in (a transfer's
     * two sides); game_bet, game_win (a round at a provider); friend_transfer_out, friend_transfer_in
     * (a transfer to a friend: the sender's and the receiver's entry, each on its own transaction);
     * rebate (a claimed rebate); check_in_bonus (a daily check-in's bonus, on its transaction of type bonus).
     */
    kind: text("kind").notNull(),
    /**
     * Which of the player's accounts the entry moves: null for the main wallet, else the provider's
     * code (its game account). A balance is the sum of the entries of one account and currency.
     */
    gameAccount: text("game_account"),
    reference: text("reference"),
    /** Unique: a transaction's credit, hold or release can be written once only. */
    idempotencyKey: text("idempotency_key").unique(),
    /** The deposit or withdrawal this entry belongs to (null for openings). */
    transactionId: uuid("transaction_id").references((): AnyPgColumn => transactions.id),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    index("ledger_entries_player_currency_idx").on(t.playerId, t.currency),
    index("ledger_entries_player_game_account_idx").on(t.playerId, t.gameAccount),
    index("ledger_entries_transaction_idx").on(t.transactionId),
  ],
);

/** Banks a tenant's players can hold accounts with (getBankList). */
export const banks = pgTable(
  "banks",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code] })],
);

/** A player's own bank accounts (holder name = the registered full name). */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: uuid("id").primaryKey(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
    bankCode: text("bank_code").notNull(),
    accountHolderName: text("account_holder_name").notNull(),
    accountNumber: text("account_number").notNull(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [uniqueIndex("bank_accounts_player_bank_number_key").on(t.playerId, t.bankCode, t.accountNumber)],
);

/**
 * Deposits and withdrawals. Money moves only through ledger entries written when the status
 * changes (services/transactions.ts); (player, idempotency_key) makes creation idempotent.
 */
export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
    reference: text("reference").notNull(),
    type: transactionTypeEnum("type").notNull(),
    channel: text("channel").notNull(),
    method: text("method").notNull(),
    currency: currencyEnum("currency").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    fee: bigint("fee", { mode: "number" }).notNull(),
    netAmount: bigint("net_amount", { mode: "number" }).notNull(),
    status: transactionStatusEnum("status").notNull(),
    paymentUrl: text("payment_url"),
    receiptUrl: text("receipt_url"),
    txHash: text("tx_hash"),
    /** Telco: the reload PIN, for the operator (never answered to the player). */
    telcoPin: text("telco_pin"),
    bankAccountId: uuid("bank_account_id").references(() => bankAccounts.id),
    destination: text("destination"),
    /** Transfer: the accounts money left and reached ("wallet" or a provider's code). */
    fromAccount: text("from_account"),
    toAccount: text("to_account"),
    remark: text("remark"),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Hash of the request (without PIN and key): a reused key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("transactions_player_idempotency_key").on(t.playerId, t.idempotencyKey),
    uniqueIndex("transactions_tenant_reference_key").on(t.tenantId, t.reference),
    index("transactions_player_created_idx").on(t.playerId, t.createdAt),
    index("transactions_tenant_status_idx").on(t.tenantId, t.status, t.createdAt),
    /** Who may fetch a receipt (/uploads/<file>): its transaction's owner, found by the file. */
    index("transactions_receipt_url_idx").on(t.receiptUrl),
  ],
);

// ---------- games ----------

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
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
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
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
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
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
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

// ---------- friends ----------

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
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
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
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
    friendId: uuid("friend_id")
      .notNull()
      .references(() => players.id),
    createdAt: at("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.friendId] }), index("friendships_friend_idx").on(t.friendId)],
);

// ---------- rebates ----------

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
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
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

// ---------- daily check-in ----------

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
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
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

export type TenantRow = typeof tenants.$inferSelect;
export type PlayerRow = typeof players.$inferSelect;
export type OtpRow = typeof otps.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type GameProviderRow = typeof gameProviders.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type RebateRow = typeof rebates.$inferSelect;
export type CheckInRow = typeof checkIns.$inferSelect;

// ---------- chat ----------

/**
 * Chat messages: the tenant's room (`conversation` = 'room') and one-to-one conversations
 * (`conversation` = the two player ids, the smaller first, joined by ':'). The id increases, so it
 * orders and pages history. (sender, client_id) is unique: a retried send is stored once.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
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
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
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
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
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
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    reason: text("reason").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.reporterId] }),
    index("chat_reports_tenant_idx").on(t.tenantId, t.createdAt),
  ],
);

// ---------- mail ----------

export const mailKindEnum = pgEnum("mail_kind", ["system", "operator"]);
export const mailTemplateEnum = pgEnum("mail_template", mailTemplates);

/**
 * A player's mail (services/mail.ts). `system`: sent on an event in the same database transaction as the event,
 * with a template and its parameters (the app words it in the player's language); `operator`: the title and body
 * the operator wrote. Deleting sets `deleted_at` (the row stays for the record). The unread count of the badge
 * reads the partial index of unread, undeleted mails.
 */
export const mails = pgTable(
  "mails",
  {
    id: uuid("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
    kind: mailKindEnum("kind").notNull(),
    template: mailTemplateEnum("template"),
    params: jsonb("params"),
    title: text("title"),
    body: text("body"),
    readAt: at("read_at"),
    deletedAt: at("deleted_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    index("mails_player_created_idx").on(t.playerId, t.createdAt, t.id),
    index("mails_player_unread_idx").on(t.playerId).where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
    check(
      "mails_kind_fields",
      sql`(${t.kind} = 'system' and ${t.template} is not null and ${t.params} is not null and ${t.title} is null and ${t.body} is null) or (${t.kind} = 'operator' and ${t.template} is null and ${t.params} is null and ${t.title} is not null and ${t.body} is not null)`,
    ),
  ],
);

export type MailRow = typeof mails.$inferSelect;

// ---------- scheduled jobs and VIP ----------

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
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
    fromTier: vipTierEnum("from_tier").notNull(),
    toTier: vipTierEnum("to_tier").notNull(),
    runKey: text("run_key").notNull(),
    /** The cumulative approved MYR deposits (sen) the run counted. */
    deposited: bigint("deposited", { mode: "number" }).notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("vip_upgrades_player_idx").on(t.playerId, t.createdAt)],
);

// ---------- gifts ----------

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
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
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

// ---------- content ----------

/**
 * Texts of a content item per language (services/content.ts): `{ "en-US": {...}, "zh-CN": {...} }`. en-US is
 * always there (the fallback); rich bodies are stored cleaned (services/rich-html.ts).
 */
export type ContentTexts<T> = Partial<Record<"en-US" | "zh-CN" | "zh-TW" | "ms-MY", T>>;
export type EventText = { title: string; summary: string; body: string };
export type AnnouncementText = { title: string; body: string };
export type PostText = { title: string; summary: string; body: string };
export type PageText = { title: string; body: string };

/** A promotion of a tenant: shown from its period's start to its end (status worked out from the clock). */
export const contentEvents = pgTable(
  "content_events",
  {
    id: uuid("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    banner: text("banner").notNull(),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    position: integer("position").notNull().default(0),
    texts: jsonb("texts").$type<ContentTexts<EventText>>().notNull(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    index("content_events_tenant_idx").on(t.tenantId, t.endsAt),
    check("content_events_period", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
export type ContentEventRow = typeof contentEvents.$inferSelect;

/** A notice of a tenant (plain text); pinned ones first, then the newest published. */
export const announcements = pgTable(
  "announcements",
  {
    id: uuid("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    pinned: boolean("pinned").notNull().default(false),
    publishedAt: at("published_at").notNull(),
    texts: jsonb("texts").$type<ContentTexts<AnnouncementText>>().notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [index("announcements_tenant_idx").on(t.tenantId, t.publishedAt)],
);
export type AnnouncementRow = typeof announcements.$inferSelect;

/** A news post of a tenant: cover and rich body, newest first. */
export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    cover: text("cover").notNull(),
    publishedAt: at("published_at").notNull(),
    texts: jsonb("texts").$type<ContentTexts<PostText>>().notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [index("posts_tenant_idx").on(t.tenantId, t.publishedAt)],
);
export type PostRow = typeof posts.$inferSelect;

export const pageSlugEnum = pgEnum("page_slug", ["about", "tnc", "contact_us"]);

/** About, terms and conditions, contact us of a tenant; contact us also lists ways to reach support. */
export const contentPages = pgTable(
  "content_pages",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    slug: pageSlugEnum("slug").notNull(),
    texts: jsonb("texts").$type<ContentTexts<PageText>>().notNull(),
    contacts: jsonb("contacts").$type<{ kind: string; value: string }[]>().notNull().default([]),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.slug] })],
);
export type ContentPageRow = typeof contentPages.$inferSelect;
