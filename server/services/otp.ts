/**
 * One-time codes by SMS (otpRules of the contract): 6 digits, valid 300 s, single use, 5 wrong
 * attempts burn a code. Requests: one per 60 s and 5 per hour per tenant, phone and purpose; codes
 * anyone may ask for also 20 per hour per client address and 30 per minute per tenant. Only a
 * keyed hash of the code is stored; the latest code of a phone and purpose is the one that counts.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { ServerMessage } from "../../src/api/contract/messages.ts";
import { type OtpPurpose, type OtpRequestAnswer, otpRules } from "../../src/api/contract/otp.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { type OtpRow, otps } from "../db/schema.ts";
import { type ErrorStatus, fail } from "../errors.ts";
import { newId, newOtpCode } from "./ids.ts";

const HOUR_MS = 60 * 60 * 1000;

function hashCode(key: Buffer, otpId: string, code: string): string {
  return createHmac("sha256", key).update(`${otpId}:${code}`).digest("base64url");
}

const purposeText: Record<OtpPurpose, string> = {
  register: "registration",
  forgot_password: "password reset",
  withdraw: "withdrawal",
  transfer: "transfer",
  reset_pin: "PIN reset",
};

const MINUTE_MS = 60 * 1000;

/** Purposes anyone may ask a code for (no session): these count per client address and per tenant. */
export const publicOtpPurposes: ReadonlySet<OtpPurpose> = new Set(["register", "forgot_password"]);

/**
 * Counts a request for a public code against the client's address (before anything about the
 * phone is looked at or answered): 429 "Too many requests, try again later" past the hourly quota.
 */
export async function countOtpRequestFrom(ctx: Ctx, clientIp: string): Promise<void> {
  const key = `otp-ip:${clientIp}`;
  const counts = await ctx.limiter.hit([{ key, windowMs: HOUR_MS }]);
  if ((counts.get(key) ?? 0) > otpRules.maxPerIpPerHour) fail(429, "Too many requests, try again later");
}

/**
 * Issues a code: quotas, then the stored hash, then the SMS. `deliver: false` (a password reset
 * for a phone with no account) does all of it but the SMS, so the answer, the quotas and what a
 * later verify or reset answers are the same as for a registered phone.
 */
export async function requestOtp(
  ctx: Ctx,
  tenant: { id: string; brandName: string },
  contactNo: string,
  purpose: OtpPurpose,
  { deliver = true }: { deliver?: boolean } = {},
): Promise<OtpRequestAnswer> {
  const now = ctx.now();
  const code = newOtpCode();
  await ctx.db.transaction(async (tx) => {
    // Serialise requests for one phone and purpose so two at once cannot both pass the limits.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${tenant.id}:${contactNo}:${purpose}`}))`);
    const recent = await tx
      .select({ createdAt: otps.createdAt })
      .from(otps)
      .where(
        and(
          eq(otps.tenantId, tenant.id),
          eq(otps.contactNo, contactNo),
          eq(otps.purpose, purpose),
          gt(otps.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      )
      .orderBy(desc(otps.createdAt));
    if (recent.length >= otpRules.maxPerHour) fail(429, "Too many OTP requests, try again later");
    const last = recent[0];
    if (last && now.getTime() - last.createdAt.getTime() < otpRules.resendSeconds * 1000) {
      fail(429, "Please wait before requesting another OTP");
    }
    if (publicOtpPurposes.has(purpose)) {
      // The tenant's cap on SMS cost; counted in this transaction, so a refused or failed send is not counted.
      const key = `otp-tenant:${tenant.id}`;
      const counts = await ctx.limiter.hit([{ key, windowMs: MINUTE_MS }], tx);
      if ((counts.get(key) ?? 0) > otpRules.maxPerTenantPerMinute) fail(429, "Too many requests, try again later");
    }
    const id = newId();
    await tx.insert(otps).values({
      id,
      tenantId: tenant.id,
      contactNo,
      purpose,
      codeHash: hashCode(ctx.otpKey, id, code),
      expiresAt: new Date(now.getTime() + otpRules.ttlSeconds * 1000),
      createdAt: now,
    });
    const body = `${tenant.brandName}: your ${purposeText[purpose]} code is ${code}. It expires in 5 minutes. Never share it with anyone.`;
    if (deliver) await ctx.sendSms(tx, { tenantId: tenant.id, contactNo, body, code }, now);
  });
  return { resend_in: otpRules.resendSeconds, expires_in: otpRules.ttlSeconds };
}

/**
 * Checks a code without consuming it. None requested → 404 "OTP data not found in cache";
 * expired, used or burnt → 400 "Invalid or expired OTP"; wrong → 400 "Invalid OTP" (counted).
 *
 * The code's row is locked (`select … for update` in a transaction) while it is compared and a
 * wrong guess counted, so concurrent guesses are checked one after another against the real
 * count: of any number of concurrent wrong guesses exactly `otpRules.maxAttempts` are compared.
 * A right code costs no attempt (it is checked again when acted on: verify, then register).
 */
export async function checkOtp(
  ctx: Ctx,
  tenantId: string,
  contactNo: string,
  purpose: OtpPurpose,
  code: string,
): Promise<OtpRow> {
  const now = ctx.now();
  type Outcome = { row: OtpRow } | { refused: [ErrorStatus, ServerMessage] };
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(otps)
      .where(and(eq(otps.tenantId, tenantId), eq(otps.contactNo, contactNo), eq(otps.purpose, purpose)))
      .orderBy(desc(otps.createdAt))
      .limit(1)
      .for("update");
    if (!row) return { refused: [404, "OTP data not found in cache"] };
    if (row.consumedAt || row.expiresAt.getTime() <= now.getTime() || row.attempts >= otpRules.maxAttempts) {
      return { refused: [400, "Invalid or expired OTP"] };
    }
    const expected = Buffer.from(row.codeHash);
    const given = Buffer.from(hashCode(ctx.otpKey, row.id, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await tx
        .update(otps)
        .set({ attempts: sql`${otps.attempts} + 1` })
        .where(eq(otps.id, row.id));
      return { refused: [400, "Invalid OTP"] };
    }
    return { row };
  });
  // Refused after the transaction: a failure thrown inside it would roll the count back.
  if ("refused" in outcome) fail(...outcome.refused);
  return outcome.row;
}

/** Marks a checked code used, inside the transaction that acts on it; fails if it was used meanwhile. */
export async function consumeOtp(tx: Db, row: OtpRow, now: Date): Promise<void> {
  const used = await tx
    .update(otps)
    .set({ consumedAt: now })
    .where(and(eq(otps.id, row.id), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  if (used.length === 0) fail(400, "Invalid or expired OTP");
}
