/**
 * Passkeys (WebAuthn, @simplewebauthn/server): a signed-in player adds and removes them; anyone on a tenant's
 * host signs in with one, without a username (discoverable credentials).
 *
 * - The relying party is per tenant and per request: its id is the host name of the page the request comes from
 *   (current_domain, else Origin), which must be one of the tenant's hosts, and the page's origin must be https
 *   (or http on a loopback host with the sandbox on). Both are stored with the challenge and the answer is
 *   verified against them, so a passkey made on one tenant's host never signs in on another's.
 * - Challenges are single-use and expire after 5 minutes: taken by one `update … where used_at is null and
 *   expires_at > now returning`, so of two requests with one challenge exactly one goes on.
 * - The signature counter moves forward in one statement (`counter < new`, or both 0 for authenticators that
 *   keep none); an assertion that does not move it is refused.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, asc, count, desc, eq, gt, isNull, lt } from "drizzle-orm";
import { isLoopbackHost } from "../../src/api/contract/common.ts";
import {
  type AddPasskeyBody,
  type Passkey,
  type PasskeyLoginBody,
  type PasskeyOptions,
  passkeysMax,
} from "../../src/api/contract/security.ts";
import { summariseUserAgent } from "../../src/lib/user-agent.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { passkeys, webauthnChallenges } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { type SignedIn, type SignInClient, startSession } from "./accounts.ts";
import { newId } from "./ids.ts";
import { isUuid, type PlayerView, uniqueViolation } from "./players.ts";
import { recordSignIn } from "./sign-ins.ts";
import type { TenantInfo } from "./tenants.ts";
import { lockPlayer } from "./transactions.ts";

/** How long a challenge can be answered. */
export const CHALLENGE_MS = 5 * 60 * 1000;
/** Passkey sign-in attempts per client address in PASSKEY_LOGIN_WINDOW_MS (a success gives its attempt back). */
export const PASSKEY_LOGIN_MAX_PER_IP = 30;
export const PASSKEY_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** How often expired challenges are deleted (per process, on the app's clock). */
const PRUNE_EVERY_MS = 60_000;

type Purpose = "register" | "login";

/** The relying party of a request: the id (a host name) and the page origin the answer must come from. */
export type RelyingParty = { rpId: string; origin: string };

/**
 * The relying party of a request on a tenant's host. `pageUrl` is the current_domain header (the page's URL),
 * `originHeader` the Origin header; the first that parses is the page. Null when there is none, or it is not
 * one of the tenant's hosts, or not https (http only on a loopback host with the sandbox on).
 */
export function relyingPartyOf(
  tenant: Pick<TenantInfo, "hosts">,
  pageUrl: string | undefined,
  originHeader: string | undefined,
  options: { sandbox: boolean },
): RelyingParty | null {
  const page = parseUrl(pageUrl) ?? parseUrl(originHeader);
  if (!page) return null;
  const host = page.hostname.toLowerCase();
  if (!tenant.hosts.some((known) => known.toLowerCase() === host)) return null;
  const secure = page.protocol === "https:" || (page.protocol === "http:" && options.sandbox && isLoopbackHost(host));
  return secure ? { rpId: host, origin: page.origin } : null;
}

function parseUrl(value: string | undefined): URL | null {
  if (!value || value.length > 2048) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** The WebAuthn user handle of a player: the 16 bytes of its id (a UUID). */
export function userHandleOf(playerId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(playerId.replaceAll("-", ""), "hex"));
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

/** The passkey's "device": where it was added, as the sign-in history names it ("Android · Chrome"); may be "". */
export function deviceOf(userAgent: string | undefined): string {
  const { device, browser } = summariseUserAgent(userAgent);
  return [device, browser].filter((part) => part !== "").join(" · ");
}

let prunedAt = 0;
async function pruneChallenges(db: Db, now: Date): Promise<void> {
  if (Math.abs(now.getTime() - prunedAt) < PRUNE_EVERY_MS) return;
  prunedAt = now.getTime();
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
}

async function issueChallenge(
  ctx: Ctx,
  tenantId: string,
  playerId: string | null,
  purpose: Purpose,
  rp: RelyingParty,
  options: { challenge: string },
): Promise<PasskeyOptions> {
  const now = ctx.now();
  await pruneChallenges(ctx.db, now);
  const id = newId();
  await ctx.db.insert(webauthnChallenges).values({
    id,
    tenantId,
    playerId,
    purpose,
    challenge: options.challenge,
    rpId: rp.rpId,
    origin: rp.origin,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
    createdAt: now,
  });
  // the contract carries the options as plain JSON (the browser library reads them)
  return { challenge_id: id, options: { ...options } as Record<string, unknown> };
}

/**
 * Takes a challenge for good, in one statement: of any number of requests with it, one gets it; a used, expired,
 * another tenant's or another purpose's (or, to register, another player's) challenge is a 400.
 */
async function takeChallenge(
  ctx: Ctx,
  tenantId: string,
  id: string,
  purpose: Purpose,
  playerId: string | null,
): Promise<typeof webauthnChallenges.$inferSelect> {
  const now = ctx.now();
  const [row] = await ctx.db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.id, id),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
        eq(webauthnChallenges.tenantId, tenantId),
        eq(webauthnChallenges.purpose, purpose),
        playerId === null ? isNull(webauthnChallenges.playerId) : eq(webauthnChallenges.playerId, playerId),
      ),
    )
    .returning();
  if (!row) fail(400, "This request has expired. Please start again");
  return row;
}

type PasskeyRow = typeof passkeys.$inferSelect;

function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    device: row.device,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The player's passkeys, newest first. */
export async function listPasskeys(db: Db, playerId: string): Promise<Passkey[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.playerId, playerId))
    .orderBy(desc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toPasskey);
}

/** How many passkeys the player has (the security overview's count). */
export async function countPasskeys(db: Db, playerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.playerId, playerId));
  return row?.n ?? 0;
}

function transportsOf(row: Pick<PasskeyRow, "transports">): string[] {
  try {
    const value: unknown = JSON.parse(row.transports);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

/** Options for `startRegistration`: this tenant as the relying party, the player's passkeys excluded. */
export async function registrationOptions(
  ctx: Ctx,
  tenant: TenantInfo,
  player: PlayerView,
  rp: RelyingParty,
): Promise<PasskeyOptions> {
  const existing = await ctx.db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.playerId, player.id));
  if (existing.length >= passkeysMax) fail(400, "You can add at most 10 passkeys");
  const options = await generateRegistrationOptions({
    rpName: tenant.brandName,
    rpID: rp.rpId,
    userID: userHandleOf(player.id),
    userName: player.username,
    userDisplayName: player.nickname ?? player.username,
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "preferred" },
    timeout: CHALLENGE_MS,
  });
  return issueChallenge(ctx, tenant.id, player.id, "register", rp, options);
}

/**
 * Adds the passkey the browser made for a challenge of this player: verified against the challenge's relying party
 * and origin (user verification required: a passkey signs in without a password), at most `passkeysMax` per player
 * (counted under the player's row lock), a credential already added is a 409.
 */
export async function addPasskey(
  ctx: Ctx,
  tenant: TenantInfo,
  player: PlayerView,
  body: AddPasskeyBody,
  userAgent: string | undefined,
): Promise<Passkey[]> {
  const challenge = await takeChallenge(ctx, tenant.id, body.challenge_id, "register", player.id);
  const verified = await verifyRegistrationResponse({
    response: body.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: challenge.origin,
    expectedRPID: challenge.rpId,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) fail(400, "This passkey could not be added");
  const { credential } = verified.registrationInfo;
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      await lockPlayer(tx, player.id);
      const [row] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.playerId, player.id));
      if ((row?.n ?? 0) >= passkeysMax) fail(400, "You can add at most 10 passkeys");
      await tx.insert(passkeys).values({
        id: newId(),
        tenantId: tenant.id,
        playerId: player.id,
        credentialId: credential.id,
        publicKey: base64url(credential.publicKey),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? body.response.response.transports ?? []),
        name: body.name,
        device: deviceOf(userAgent),
        createdAt: now,
      });
    });
  } catch (error) {
    if (uniqueViolation(error)) fail(409, "This passkey is already added");
    throw error;
  }
  return listPasskeys(ctx.db, player.id);
}

/** Removes one of the player's passkeys; another's, or one already removed, is a 404. */
export async function removePasskey(ctx: Ctx, player: PlayerView, id: string): Promise<Passkey[]> {
  if (!isUuid(id)) fail(404, "Passkey not found");
  const removed = await ctx.db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.playerId, player.id)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) fail(404, "Passkey not found");
  return listPasskeys(ctx.db, player.id);
}

/** Options for `startAuthentication`: any passkey of this tenant on this host (no allowCredentials). */
export async function loginOptions(ctx: Ctx, tenant: TenantInfo, rp: RelyingParty): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    allowCredentials: [],
    userVerification: "required",
    timeout: CHALLENGE_MS,
  });
  return issueChallenge(ctx, tenant.id, null, "login", rp, options);
}

/**
 * Signs in with a passkey: counted per client address first (429 past the limit), the challenge taken, the
 * credential found by (tenant, id), its user handle checked, the assertion verified against the challenge's
 * relying party and origin, and the counter moved forward in one statement. A refused assertion of a known
 * credential is written to its player's history; an unknown credential (another tenant's) is a plain 401.
 */
export async function loginWithPasskey(
  ctx: Ctx,
  tenant: TenantInfo,
  body: PasskeyLoginBody,
  client: SignInClient,
): Promise<SignedIn> {
  const ipKey = `passkey-login-ip:${client.ip}`;
  if (!(await ctx.limiter.within(ipKey, PASSKEY_LOGIN_WINDOW_MS, PASSKEY_LOGIN_MAX_PER_IP))) {
    fail(429, "Too many requests, try again later");
  }
  const challenge = await takeChallenge(ctx, tenant.id, body.challenge_id, "login", null);
  const { response } = body;
  const [row] = await ctx.db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.tenantId, tenant.id), eq(passkeys.credentialId, response.id)))
    .limit(1);
  if (!row) fail(401, "Passkey sign-in failed");
  const refuse = async (): Promise<never> => {
    await recordSignIn(ctx, {
      tenantId: tenant.id,
      playerId: row.playerId,
      method: "passkey",
      result: "refused",
      ...client,
    });
    fail(401, "Passkey sign-in failed");
  };
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== base64url(userHandleOf(row.playerId))) return refuse();
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: challenge.origin,
    expectedRPID: challenge.rpId,
    credential: {
      id: row.credentialId,
      publicKey: new Uint8Array(Buffer.from(row.publicKey, "base64url")),
      counter: row.counter,
      transports: transportsOf(row),
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) return refuse();
  const next = verified.authenticationInfo.newCounter;
  const moved = await ctx.db
    .update(passkeys)
    .set({ counter: next, lastUsedAt: ctx.now() })
    .where(
      // forward only; an authenticator that keeps no counter answers 0 every time
      and(eq(passkeys.id, row.id), next === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, next)),
    )
    .returning({ id: passkeys.id });
  if (moved.length === 0) return refuse();
  await ctx.limiter.release(ipKey);
  return startSession(ctx, tenant, row.playerId, "passkey", client);
}
