/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30-second steps, one step of
 * drift either way) and its ten single-use recovery codes.
 *
 * - The app's secret is sealed at rest (AES-256-GCM with a key derived from the server's secret, the player's id
 *   as associated data): `players.totp_pending_secret` while being set up, `players.totp_secret` once a code
 *   proved it. Recovery codes are stored as keyed hashes only.
 * - A code is accepted once: its step must be later than `totp_last_step`, which moves forward in one statement.
 *   A recovery code is used in one statement (`used_at is null`).
 * - A password sign-in of a player with two-step on is a challenge (5 minutes, 5 codes) that one right code ends;
 *   each code tried takes one attempt in one statement, and codes are also counted per player (limiter.ts).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from "node:crypto";
import { and, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import {
  recoveryCodeCount,
  type SignInMethod,
  type TwoStepChallenge,
  type TwoStepSetup,
  type TwoStepStatus,
  totpDigits,
  totpPeriodSeconds,
  totpWindow,
  twoStepChallengeMinutes,
  twoStepMaxAttempts,
} from "../../src/api/contract/security.ts";
import { isRecoveryCode } from "../../src/api/contract/sign-in-codes.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { players, recoveryCodes, twoStepChallenges } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { newId } from "./ids.ts";
import { verifySecret } from "./secrets.ts";
import { recordSignIn, type SignInRecord } from "./sign-ins.ts";

/** Who is signing in (the history records it). */
type Client = Pick<SignInRecord, "ip" | "userAgent">;

/** Codes tried per player (sign-in and turning on), across challenges, before 429; a success clears them. */
export const TWO_STEP_CODE_MAX_FAILURES = 10;
/** Wrong passwords or codes when turning two-step off (like a password change). */
export const TWO_STEP_DISABLE_MAX_FAILURES = 5;
export const TWO_STEP_WINDOW_MS = 15 * 60 * 1000;

// ---------- keys, sealing, hashing ----------

/** The key of two-step sign-in, derived from the server's secret (app.ts puts it in ctx). */
export function twoStepKey(serverSecret: string): Buffer {
  return createHmac("sha256", serverSecret).update("two-step-sign-in").digest();
}

const subKey = (key: Buffer, use: string) => createHmac("sha256", key).update(use).digest();

/** Seals a base32 secret for a player: `v1.<iv>.<ciphertext>.<tag>` (base64url), bound to the player's id. */
export function sealSecret(key: Buffer, playerId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", subKey(key, "seal"), iv);
  cipher.setAAD(Buffer.from(playerId));
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv, sealed, cipher.getAuthTag()]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The secret a `sealSecret` text holds; throws when it was not sealed with this key for this player. */
export function openSecret(key: Buffer, playerId: string, sealed: string): string {
  const [version, iv, text, tag] = sealed.split(".");
  if (version !== "v1" || !iv || !text || !tag) throw new Error("two-step: not a sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", subKey(key, "seal"), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(playerId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(text, "base64url")), decipher.final()]).toString("utf8");
}

/** A recovery code as typed (any case, with or without its dash), in the one form that is hashed. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace("-", "");

function hashRecoveryCode(key: Buffer, playerId: string, code: string): string {
  return createHmac("sha256", subKey(key, "recovery-codes"))
    .update(`${playerId}:${normaliseRecoveryCode(code)}`)
    .digest("base64url");
}

const RECOVERY_ALPHABET = "abcdefghijklmnopqrstuvwxyz23456789";

function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

// ---------- TOTP ----------

function totpOf(secret: string, issuer = "", label = ""): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: totpDigits,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** The 30-second step a right code of `secret` belongs to at `now` (within one step of drift), or null. */
function stepOfCode(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: totpWindow });
  if (delta === null) return null;
  return TOTP.counter({ period: totpPeriodSeconds, timestamp }) + delta;
}

/**
 * Accepts a code of the app once: its step must be later than the last accepted one, moved forward in one
 * statement, so of concurrent submissions of one code exactly one is accepted.
 */
async function acceptTotp(db: Db, playerId: string, secret: string, code: string, now: Date): Promise<boolean> {
  const step = stepOfCode(secret, code, now);
  if (step === null) return false;
  const moved = await db
    .update(players)
    .set({ totpLastStep: step })
    .where(and(eq(players.id, playerId), or(isNull(players.totpLastStep), lt(players.totpLastStep, step))))
    .returning({ id: players.id });
  return moved.length === 1;
}

/** Uses a recovery code of the player, once (one statement). */
async function spendRecoveryCode(ctx: Ctx, playerId: string, code: string): Promise<boolean> {
  const used = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: ctx.now() })
    .where(
      and(
        eq(recoveryCodes.playerId, playerId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(ctx.twoStepKey, playerId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** A second factor (the app's code or a recovery code) checked and used up; the method it was. */
async function spendSecondFactor(
  ctx: Ctx,
  playerId: string,
  sealedSecret: string,
  code: string,
): Promise<{ ok: boolean; method: Extract<SignInMethod, "code" | "recovery_code"> }> {
  if (isRecoveryCode(code)) return { ok: await spendRecoveryCode(ctx, playerId, code), method: "recovery_code" };
  const secret = openSecret(ctx.twoStepKey, playerId, sealedSecret);
  return { ok: await acceptTotp(ctx.db, playerId, secret, code, ctx.now()), method: "code" };
}

type TotpColumns = { totpSecret: string | null; totpPendingSecret: string | null; totpEnabledAt: Date | null };

async function totpColumns(db: Db, playerId: string): Promise<TotpColumns> {
  const [row] = await db
    .select({
      totpSecret: players.totpSecret,
      totpPendingSecret: players.totpPendingSecret,
      totpEnabledAt: players.totpEnabledAt,
    })
    .from(players)
    .where(eq(players.id, playerId));
  if (!row) fail(404, "User not found");
  return row;
}

async function countOrRefuse(ctx: Ctx, key: string, max: number): Promise<void> {
  if (!(await ctx.limiter.within(key, TWO_STEP_WINDOW_MS, max))) fail(429, "Too many requests, try again later");
}

// ---------- the signed-in player's settings ----------

export async function twoStepStatus(db: Db, playerId: string): Promise<TwoStepStatus> {
  const row = await totpColumns(db, playerId);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.playerId, playerId), isNull(recoveryCodes.usedAt)));
  const enabled = row.totpSecret !== null;
  return {
    enabled,
    enabled_at: enabled ? (row.totpEnabledAt?.toISOString() ?? null) : null,
    recovery_codes_left: enabled ? Math.min(recoveryCodeCount, left?.n ?? 0) : 0,
  };
}

/**
 * Enrolment, step one: a new secret waiting for a code (it replaces one set up earlier and never proved). The
 * QR code's URI names the tenant's brand as the issuer and the username as the account.
 */
export async function setUpTwoStep(
  ctx: Ctx,
  tenant: { brandName: string },
  player: { id: string; username: string },
): Promise<TwoStepSetup> {
  const secret = new Secret({ size: 20 }).base32;
  const saved = await ctx.db
    .update(players)
    .set({ totpPendingSecret: sealSecret(ctx.twoStepKey, player.id, secret), updatedAt: ctx.now() })
    .where(and(eq(players.id, player.id), isNull(players.totpSecret)))
    .returning({ id: players.id });
  if (saved.length === 0) fail(409, "Two-step sign-in is already on");
  return { secret, uri: totpOf(secret, tenant.brandName, player.username).toString() };
}

/**
 * Enrolment, step two: a code of the secret set up proves the app holds it. The secret becomes the player's
 * (one statement: only the secret that was read, only while off), the code's step is the last accepted, and ten
 * new recovery codes replace any old ones; they are answered this once.
 */
export async function enableTwoStep(ctx: Ctx, playerId: string, code: string): Promise<{ recovery_codes: string[] }> {
  const row = await totpColumns(ctx.db, playerId);
  if (row.totpSecret !== null) fail(409, "Two-step sign-in is already on");
  const pending = row.totpPendingSecret;
  if (pending === null) fail(400, "Set up two-step sign-in first");
  await countOrRefuse(ctx, `two-step-code:${playerId}`, TWO_STEP_CODE_MAX_FAILURES);
  const now = ctx.now();
  const step = stepOfCode(openSecret(ctx.twoStepKey, playerId, pending), code, now);
  if (step === null) fail(400, "Invalid code");
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  const enabled = await ctx.db.transaction(async (tx) => {
    const moved = await tx
      .update(players)
      .set({
        totpSecret: pending,
        totpPendingSecret: null,
        totpEnabledAt: now,
        totpLastStep: step,
        updatedAt: now,
      })
      .where(and(eq(players.id, playerId), eq(players.totpPendingSecret, pending), isNull(players.totpSecret)))
      .returning({ id: players.id });
    if (moved.length === 0) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.playerId, playerId));
    await tx.insert(recoveryCodes).values(
      codes.map((c) => ({
        id: newId(),
        playerId,
        codeHash: hashRecoveryCode(ctx.twoStepKey, playerId, c),
        createdAt: now,
      })),
    );
    return true;
  });
  // another request turned it on (or set up a new secret) meanwhile
  if (!enabled) fail(409, "Two-step sign-in is already on");
  await ctx.limiter.clear([`two-step-code:${playerId}`]);
  return { recovery_codes: codes };
}

/**
 * Turns two-step sign-in off with the password and a code (the app's or a recovery code). Wrong ones are
 * counted like a password change's (a stolen session must not become a guessing oracle). The secret, the
 * recovery codes and the sign-ins still waiting for a code all end.
 */
export async function disableTwoStep(
  ctx: Ctx,
  player: { id: string; passwordHash: string },
  body: { password: string; code: string },
): Promise<TwoStepStatus> {
  const row = await totpColumns(ctx.db, player.id);
  if (row.totpSecret === null) fail(400, "Two-step sign-in is off");
  const key = `two-step-disable:${player.id}`;
  await countOrRefuse(ctx, key, TWO_STEP_DISABLE_MAX_FAILURES);
  if (!(await verifySecret(body.password, player.passwordHash))) fail(400, "Incorrect password");
  const { ok } = await spendSecondFactor(ctx, player.id, row.totpSecret, body.code);
  if (!ok) fail(400, "Invalid code");
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(players)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
      .where(eq(players.id, player.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.playerId, player.id));
    await tx
      .update(twoStepChallenges)
      .set({ doneAt: now })
      .where(and(eq(twoStepChallenges.playerId, player.id), isNull(twoStepChallenges.doneAt)));
  });
  await ctx.limiter.clear([key]);
  return twoStepStatus(ctx.db, player.id);
}

// ---------- signing in ----------

/**
 * The password was right and the player has two-step sign-in on: instead of a session, a challenge the code
 * must come with (5 minutes), and a history line "code needed".
 */
export async function startTwoStepChallenge(
  ctx: Ctx,
  tenantId: string,
  playerId: string,
  client: Client,
): Promise<TwoStepChallenge> {
  const now = ctx.now();
  const id = newId();
  const expiresAt = new Date(now.getTime() + twoStepChallengeMinutes * 60_000);
  await ctx.db.insert(twoStepChallenges).values({
    id,
    tenantId,
    playerId,
    ip: client.ip.slice(0, 64),
    userAgent: (client.userAgent ?? "").slice(0, 512),
    expiresAt,
    createdAt: now,
  });
  await recordSignIn(ctx, { tenantId, playerId, method: "password", result: "code_needed", ...client });
  return { two_step: true, challenge_id: id, expires_at: expiresAt.toISOString() };
}

/**
 * The second step of a password sign-in: one attempt of the challenge is taken (one statement; none left, done
 * or expired → "This request has expired. Please start again"), the code is checked and used up, and the
 * challenge ends (one statement, so of concurrent right codes one signs in). Answers whom to start a session
 * for and how they signed in; the caller starts it (accounts.ts, startSession).
 */
export async function completeTwoStepLogin(
  ctx: Ctx,
  tenantId: string,
  body: { challenge_id: string; code: string },
  client: Client,
): Promise<{ playerId: string; method: Extract<SignInMethod, "code" | "recovery_code"> }> {
  const now = ctx.now();
  const [challenge] = await ctx.db
    .update(twoStepChallenges)
    .set({ attempts: sql`${twoStepChallenges.attempts} + 1` })
    .where(
      and(
        eq(twoStepChallenges.id, body.challenge_id),
        eq(twoStepChallenges.tenantId, tenantId),
        isNull(twoStepChallenges.doneAt),
        gt(twoStepChallenges.expiresAt, now),
        lt(twoStepChallenges.attempts, twoStepMaxAttempts),
      ),
    )
    .returning({ playerId: twoStepChallenges.playerId });
  if (!challenge) fail(400, "This request has expired. Please start again");
  const { playerId } = challenge;
  const method = isRecoveryCode(body.code) ? "recovery_code" : "code";
  const record = (result: "wrong_code" | "locked") =>
    recordSignIn(ctx, { tenantId, playerId, method, result, ...client });
  const key = `two-step-code:${playerId}`;
  if (!(await ctx.limiter.within(key, TWO_STEP_WINDOW_MS, TWO_STEP_CODE_MAX_FAILURES))) {
    await record("locked");
    fail(429, "Too many requests, try again later");
  }
  const { totpSecret } = await totpColumns(ctx.db, playerId);
  // turned off meanwhile: the password alone signs in now, so this sign-in starts again
  if (totpSecret === null) fail(400, "This request has expired. Please start again");
  const { ok } = await spendSecondFactor(ctx, playerId, totpSecret, body.code);
  if (!ok) {
    await record("wrong_code");
    fail(400, "Invalid code");
  }
  const done = await ctx.db
    .update(twoStepChallenges)
    .set({ doneAt: now })
    .where(and(eq(twoStepChallenges.id, body.challenge_id), isNull(twoStepChallenges.doneAt)))
    .returning({ id: twoStepChallenges.id });
  if (done.length === 0) fail(400, "This request has expired. Please start again");
  await ctx.limiter.clear([key]);
  return { playerId, method };
}
