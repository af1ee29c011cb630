/** Account rules: register, login (single active session), password changes and profile edits. */
import { and, eq } from "drizzle-orm";
import type { SignInMethod, TwoStepChallenge } from "../../src/api/contract/security.ts";
import type { ForgotPasswordBody, LoginBody, RegisterBody, UpdatePasswordBody } from "../../src/api/contract/user.ts";
import type { Ctx } from "../context.ts";
import { players } from "../db/schema.ts";
import { ApiError, fail } from "../errors.ts";
import { newId, newMemberUid, newReferralCode, newSessionId } from "./ids.ts";
import { keyPart } from "./limiter.ts";
import { announceMail } from "./mail.ts";
import { displayKeyOf, isReservedNickname } from "./nicknames.ts";
import { checkOtp, consumeOtp } from "./otp.ts";
import {
  findByContact,
  findByReferralCode,
  findByUsername,
  isUuid,
  type PlayerView,
  uniqueViolation,
} from "./players.ts";
import { burnVerify, hashSecret, verifySecret } from "./secrets.ts";
import { recordSignIn, writeSignIn } from "./sign-ins.ts";
import type { TenantInfo } from "./tenants.ts";
import { startTwoStepChallenge } from "./two-step.ts";

export type SignedIn = { playerId: string; token: string };

/** Who is signing in: the client address and user agent the sign-in history records. */
export type SignInClient = { ip: string; userAgent: string | undefined };

async function issueToken(ctx: Ctx, tenantId: string, playerId: string, sessionId: string): Promise<string> {
  return ctx.tokens.sign({ sub: playerId, tid: tenantId, sid: sessionId });
}

/**
 * The username is the player's first nickname (shown in the room chat): a reserved one is refused
 * ("This nickname is reserved", nicknames.ts), and one whose folded form is another player's shown
 * name answers like a taken username (the unique `players_tenant_display_key`).
 */
export async function register(
  ctx: Ctx,
  tenant: TenantInfo,
  body: RegisterBody,
  client: SignInClient,
): Promise<SignedIn> {
  if (body.password !== body.confirm_password) fail(400, "Passwords do not match");
  if (isReservedNickname(body.username, tenant)) fail(400, "This nickname is reserved");
  if (await findByUsername(ctx.db, tenant.id, body.username)) fail(409, "Username already exists");
  if (await findByContact(ctx.db, tenant.id, body.contact_no)) fail(409, "Phone number already registered");
  let referrerId: string | null = null;
  const code = body.referral_code?.trim();
  if (code) {
    const referrer = await findByReferralCode(ctx.db, tenant.id, code);
    if (!referrer) fail(404, "Referral code not found");
    referrerId = referrer.id;
  }
  const otp = await checkOtp(ctx, tenant.id, body.contact_no, "register", body.otp);
  const passwordHash = await hashSecret(body.password);

  for (let attempt = 0; ; attempt++) {
    const now = ctx.now();
    const id = newId();
    const sessionId = newSessionId();
    try {
      await ctx.db.transaction(async (tx) => {
        await consumeOtp(tx, otp, now);
        await tx.insert(players).values({
          id,
          tenantId: tenant.id,
          username: body.username,
          passwordHash,
          fullName: body.full_name.trim(),
          nickname: body.username,
          displayKey: displayKeyOf(body.username),
          contactNo: body.contact_no,
          referralCode: newReferralCode(),
          referrerId,
          memberUid: newMemberUid(),
          currency: "MYR",
          vipTier: "Normal",
          sessionId,
          lastLoginAt: now,
          registeredDomain: body.registered_domain.slice(0, 2048),
          createdAt: now,
          updatedAt: now,
        });
        // the history's first line (a first sign-in writes no new-device mail: there is no earlier device)
        await writeSignIn(
          tx,
          { tenantId: tenant.id, playerId: id, method: "password", result: "success", sessionId, ...client },
          now,
        );
      });
      // the referrer's downline list and totals changed
      if (referrerId) ctx.events.publish(tenant.id, referrerId, { kind: "downline" });
      return { playerId: id, token: await issueToken(ctx, tenant.id, id, sessionId) };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const constraint = uniqueViolation(error);
      if (constraint?.includes("username") || constraint?.includes("display_key")) fail(409, "Username already exists");
      if (constraint?.includes("contact_no")) fail(409, "Phone number already registered");
      // A generated referral code or member UID collided: try again with new ones.
      if (constraint && attempt < 4) continue;
      throw error;
    }
  }
}

/**
 * Login throttling (ASVS V6.3.1), counted per client address so that failures from elsewhere never
 * lock the real owner out: attempts per tenant + username + address, and per address over all
 * usernames (password spraying). Both windows are fixed, 15 minutes.
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_MAX_FAILURES_PER_IP = 30;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts the attempt before the password is checked, in one statement (limiter.ts): of 60
 * concurrent wrong logins exactly LOGIN_MAX_FAILURES are checked, the rest answer 429. A success
 * clears the username's count at that address and gives the address its attempt back.
 *
 * The sign-in history of an existing player gets a line per checked wrong password and one "locked"
 * line per username and address in a window (the first refused attempt; the refusals after it check
 * nothing and would only push the real sign-ins out of the 50 lines shown). A username that does not
 * exist writes nothing. A player with two-step sign-in on gets a challenge for the code instead of a
 * session (services/two-step.ts).
 */
export async function login(
  ctx: Ctx,
  tenant: TenantInfo,
  body: LoginBody,
  client: SignInClient,
): Promise<SignedIn | TwoStepChallenge> {
  const userKey = `login:${tenant.id}:${keyPart(body.username.toLowerCase())}:${client.ip}`;
  const ipKey = `login-ip:${client.ip}`;
  const counts = await ctx.limiter.hit([
    { key: userKey, windowMs: LOGIN_WINDOW_MS },
    { key: ipKey, windowMs: LOGIN_WINDOW_MS },
  ]);
  const attempt = (playerId: string, result: "wrong_password" | "locked") =>
    recordSignIn(ctx, { tenantId: tenant.id, playerId, method: "password", result, ...client });
  if ((counts.get(userKey) ?? 0) > LOGIN_MAX_FAILURES || (counts.get(ipKey) ?? 0) > LOGIN_MAX_FAILURES_PER_IP) {
    // one "locked" line per username and address while the window lasts: the first refusal writes it
    const noted = `login-locked:${tenant.id}:${keyPart(body.username.toLowerCase())}:${client.ip}`;
    if (await ctx.limiter.within(noted, LOGIN_WINDOW_MS, 1)) {
      const locked = await findByUsername(ctx.db, tenant.id, body.username);
      if (locked) await attempt(locked.id, "locked");
    }
    fail(429, "Too many requests, try again later");
  }
  const player = await findByUsername(ctx.db, tenant.id, body.username);
  const ok = player ? await verifySecret(body.password, player.passwordHash) : await burnVerify(body.password);
  if (!player || !ok) {
    if (player) await attempt(player.id, "wrong_password");
    fail(401, "Invalid username or password");
  }
  await ctx.limiter.clear([userKey]);
  await ctx.limiter.release(ipKey);
  if (player.totpSecret !== null) return startTwoStepChallenge(ctx, tenant.id, player.id, client);
  return startSession(ctx, tenant, player.id, "password", client);
}

/**
 * Starts a new session for a player whose sign-in is complete (a password, a passkey, a password and a code):
 * the one active session is replaced, so every other device is signed out, and the history records it.
 */
export async function startSession(
  ctx: Ctx,
  tenant: Pick<TenantInfo, "id">,
  playerId: string,
  method: SignInMethod,
  client: SignInClient,
): Promise<SignedIn> {
  const now = ctx.now();
  const sessionId = newSessionId();
  // the new session and its history line (and a new device's mail) together, under the player's row lock
  const notice = await ctx.db.transaction(async (tx) => {
    await tx.update(players).set({ sessionId, lastLoginAt: now, updatedAt: now }).where(eq(players.id, playerId));
    return writeSignIn(tx, { tenantId: tenant.id, playerId, method, result: "success", sessionId, ...client }, now);
  });
  // the previous session's event streams end (routes/events.ts)
  ctx.events.publish(tenant.id, playerId, { kind: "session" });
  if (notice) announceMail(ctx, notice);
  return { playerId, token: await issueToken(ctx, tenant.id, playerId, sessionId) };
}

/**
 * Resets a forgotten password with an SMS code; ends every session of the player. The code is
 * checked first, so a phone with no account answers like a registered one (no code requested:
 * 404 "OTP data not found in cache"; else "Invalid OTP" and the other code answers). Its codes
 * were never sent, so a right one can only be a guess: used up and refused like an expired one.
 */
export async function resetForgottenPassword(ctx: Ctx, tenant: TenantInfo, body: ForgotPasswordBody): Promise<void> {
  if (body.new_password !== body.confirm_password) fail(400, "Passwords do not match");
  const otp = await checkOtp(ctx, tenant.id, body.contact_no, "forgot_password", body.otp);
  const player = await findByContact(ctx.db, tenant.id, body.contact_no);
  const now = ctx.now();
  if (!player) {
    await ctx.db.transaction((tx) => consumeOtp(tx, otp, now));
    fail(400, "Invalid or expired OTP");
  }
  const passwordHash = await hashSecret(body.new_password);
  await ctx.db.transaction(async (tx) => {
    await consumeOtp(tx, otp, now);
    await tx.update(players).set({ passwordHash, sessionId: null, updatedAt: now }).where(eq(players.id, player.id));
  });
  ctx.events.publish(player.tenantId, player.id, { kind: "session" });
}

/** Wrong current passwords allowed per player within the window on a password change (429 after). */
export const PASSWORD_CHANGE_MAX_FAILURES = 5;
export const PASSWORD_CHANGE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Changes the password and starts a new session: the token of the caller's request is replaced by
 * the answered one, and every copy of the old token (another device, a thief) is refused from now on.
 * Guesses of the current password are counted like logins (a stolen token must not become a
 * password oracle).
 */
export async function changePassword(ctx: Ctx, player: PlayerView, body: UpdatePasswordBody): Promise<SignedIn> {
  if (body.new_password !== body.confirm_password) fail(400, "Passwords do not match");
  const key = `password:${player.id}`;
  const counts = await ctx.limiter.hit([{ key, windowMs: PASSWORD_CHANGE_WINDOW_MS }]);
  if ((counts.get(key) ?? 0) > PASSWORD_CHANGE_MAX_FAILURES) fail(429, "Too many requests, try again later");
  if (!(await verifySecret(body.current_password, player.passwordHash))) fail(400, "Incorrect current password");
  await ctx.limiter.clear([key]);
  const passwordHash = await hashSecret(body.new_password);
  const sessionId = newSessionId();
  const changed = await ctx.db
    .update(players)
    .set({ passwordHash, sessionId, updatedAt: ctx.now() })
    .where(and(eq(players.id, player.id), eq(players.passwordHash, player.passwordHash)))
    .returning({ id: players.id });
  // Changed meanwhile (a concurrent change or reset): the current password given is no longer it.
  if (changed.length === 0) fail(400, "Incorrect current password");
  ctx.events.publish(player.tenantId, player.id, { kind: "session" });
  return { playerId: player.id, token: await issueToken(ctx, player.tenantId, player.id, sessionId) };
}

/** Ends the session a token carries (sign-out). A token whose session already ended changes nothing. */
export async function logout(ctx: Ctx, claims: { sub: string; tid: string; sid: string }): Promise<void> {
  if (!isUuid(claims.sub)) return;
  await ctx.db
    .update(players)
    .set({ sessionId: null })
    .where(and(eq(players.id, claims.sub), eq(players.sessionId, claims.sid)));
  ctx.events.publish(claims.tid, claims.sub, { kind: "session" });
}

/**
 * Sets the nickname and its folded form together. A reserved name (nicknames.ts) → 400 "This nickname
 * is reserved"; another player's shown name in any case or width → 409 "This nickname is already
 * taken", decided by the unique `players_tenant_display_key` (so of concurrent claims one wins). The
 * player's own name in another case or width is allowed.
 */
export async function changeNickname(
  ctx: Ctx,
  tenant: Pick<TenantInfo, "id" | "brandName">,
  player: PlayerView,
  nickname: string,
): Promise<void> {
  const trimmed = nickname.trim();
  if (trimmed === "") fail(400, "Invalid data request");
  if (isReservedNickname(trimmed, tenant)) fail(400, "This nickname is reserved");
  try {
    await ctx.db
      .update(players)
      .set({ nickname: trimmed, displayKey: displayKeyOf(trimmed), updatedAt: ctx.now() })
      .where(eq(players.id, player.id));
  } catch (error) {
    if (uniqueViolation(error)?.includes("display_key")) fail(409, "This nickname is already taken");
    throw error;
  }
}
