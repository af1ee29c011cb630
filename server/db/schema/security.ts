/**
 * Account safety: passkeys and their single-use WebAuthn challenges, two-step sign-in (the TOTP secret is
 * a column set of `players`; recovery codes and the password sign-ins waiting for a code are here), and
 * the sign-in history.
 */
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";
import { playerIdColumn } from "./players.ts";
import { tenantIdColumn } from "./tenants.ts";

/**
 * A player's passkey (a WebAuthn credential). `credential_id` is unique per tenant: a passkey of one tenant
 * (another relying party) is never found on another's host. `counter` is the authenticator's signature
 * counter, moved forward in one statement at each sign-in (a clone's replay has a counter not above it).
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    playerId: playerIdColumn(),
    /** base64url. */
    credentialId: text("credential_id").notNull(),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** JSON array of the authenticator's transports ("internal", "hybrid"…), as it answered them. */
    transports: text("transports").notNull().default("[]"),
    name: text("name").notNull(),
    device: text("device").notNull(),
    createdAt: at("created_at").notNull(),
    lastUsedAt: at("last_used_at"),
  },
  (t) => [
    uniqueIndex("passkeys_tenant_credential_key").on(t.tenantId, t.credentialId),
    index("passkeys_player_idx").on(t.playerId),
  ],
);

/**
 * A WebAuthn challenge the server issued: `register` (a signed-in player adding a passkey, player_id set) or
 * `login` (anyone on the tenant's host, player_id null). Used once: taken by one
 * `update … set used_at where used_at is null and expires_at > now returning`. `rp_id` and `origin` are the
 * host and origin it was issued for; the answer must come from the same.
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    playerId: uuid("player_id"),
    purpose: text("purpose").notNull(),
    challenge: text("challenge").notNull(),
    rpId: text("rp_id").notNull(),
    origin: text("origin").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("webauthn_challenges_expires_idx").on(t.expiresAt)],
);

/**
 * A password sign-in of a player with two-step sign-in on, waiting for its code (5 minutes). Each code
 * tried counts in one statement (`attempts = attempts + 1 … where attempts < max returning`); the right
 * code ends it (`done_at`), so it signs in once.
 */
export const twoStepChallenges = pgTable(
  "two_step_challenges",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    playerId: playerIdColumn(),
    attempts: integer("attempts").notNull().default(0),
    /** The sign-in's client address and user agent (its history line names them). */
    ip: text("ip").notNull(),
    userAgent: text("user_agent").notNull(),
    expiresAt: at("expires_at").notNull(),
    doneAt: at("done_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("two_step_challenges_player_idx").on(t.playerId)],
);

/** Recovery codes: a keyed hash each (never the code), used once (`used_at` set in one statement). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey(),
    playerId: playerIdColumn(),
    codeHash: text("code_hash").notNull(),
    usedAt: at("used_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [uniqueIndex("recovery_codes_player_hash_key").on(t.playerId, t.codeHash)],
);

/**
 * Every sign-in and failed attempt against an existing player's account (a username that does not exist has
 * no one to show it to). `device` and `browser` are simplified from the user agent; `session_id` is the
 * session a success started (the history marks the current one).
 */
export const signIns = pgTable(
  "sign_ins",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    playerId: playerIdColumn(),
    method: text("method").notNull(),
    result: text("result").notNull(),
    device: text("device").notNull(),
    browser: text("browser").notNull(),
    ip: text("ip").notNull(),
    sessionId: text("session_id"),
    at: at("at").notNull(),
  },
  (t) => [index("sign_ins_player_at_idx").on(t.playerId, t.at)],
);
