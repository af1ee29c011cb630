/** Players and what guards their sign-in: one-time codes, rate limits, the sandbox SMS sink. */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at } from "./columns.ts";
import { tenantIdColumn, tenants } from "./tenants.ts";

export const vipTierEnum = pgEnum("vip_tier", ["Normal", "Silver", "Gold", "Platinum", "Diamond"]);
export const currencyEnum = pgEnum("currency", ["MYR", "USDT"]);
export const otpPurposeEnum = pgEnum("otp_purpose", [
  "register",
  "forgot_password",
  "withdraw",
  "transfer",
  "reset_pin",
]);

/** The player a row belongs to: player_id, not null, a reference to players.id. */
export function playerIdColumn() {
  return uuid("player_id")
    .notNull()
    .references(() => players.id);
}

export const players = pgTable(
  "players",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
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
    /** Play responsibly (schema/responsible.ts): the reality-check interval in minutes (0: off). */
    realityCheckMinutes: integer("reality_check_minutes").notNull().default(0),
    /** A time-out or self-exclusion: its kind, start and end (all null when none was ever taken). */
    restrictionKind: text("restriction_kind"),
    restrictedSince: at("restricted_since"),
    restrictedUntil: at("restricted_until"),
    /** Verification (KYC): unverified, pending, verified or rejected; the operator's reason and when. */
    verificationStatus: text("verification_status").notNull().default("unverified"),
    verificationReason: text("verification_reason"),
    verificationSubmittedAt: at("verification_submitted_at"),
    verificationDecidedAt: at("verification_decided_at"),
    /**
     * Two-step sign-in (schema/security.ts): the authenticator app's secret, sealed with the server's key
     * (services/two-step.ts), while on; one being set up waits in `totp_pending_secret` until a code proves
     * it. `totp_last_step` is the last 30-second step whose code was accepted: a code of it or an earlier
     * step is refused (moved forward in one statement), so no code works twice.
     */
    totpSecret: text("totp_secret"),
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: at("totp_enabled_at"),
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
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

export type PlayerRow = typeof players.$inferSelect;
export type OtpRow = typeof otps.$inferSelect;
