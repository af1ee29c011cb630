/**
 * The six-digit PIN (scrypt-hashed). Five wrong PINs in a row lock PIN checks for 15 minutes.
 */
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { CheckPinAnswer, ResetPinBody, UpdatePinBody } from "../../src/api/contract/user.ts";
import type { Ctx } from "../context.ts";
import { players } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { checkOtp, consumeOtp } from "./otp.ts";
import type { PlayerView } from "./players.ts";
import { hashSecret, verifySecret } from "./secrets.ts";

export const PIN_MAX_ATTEMPTS = 5;
export const PIN_LOCK_MS = 15 * 60 * 1000;

type PinState = Pick<PlayerView, "pinHash" | "pinLockedUntil">;

export function pinStatus(player: PinState, now: Date): CheckPinAnswer {
  const until = player.pinLockedUntil;
  const locked = until !== null && until.getTime() > now.getTime();
  return { has_pin: player.pinHash !== null, locked_until: locked ? until.toISOString() : null };
}

/**
 * Checks a PIN against the player's, counting failures: "PIN not set", "PIN is locked, try again later",
 * "Incorrect PIN". Shared by PIN change and withdraw.
 *
 * The lock is read from the database, never from the request's player view, and the outcome is
 * written in one statement that holds only while the PIN is not locked: a wrong PIN adds one
 * and the PIN_MAX_ATTEMPTS-th sets the lock in that same UPDATE … RETURNING, so concurrent wrong
 * PINs count exactly 5; a right PIN passes only if it still finds the PIN unlocked (a locked PIN
 * stays locked for the right answer too) and then clears the count. The slow scrypt check runs
 * before, without holding a lock, so concurrent right PINs (a double tap) all pass.
 */
export async function verifyPin(ctx: Ctx, player: Pick<PlayerView, "id">, pin: string): Promise<void> {
  const state = () =>
    ctx.db
      .select({ pinHash: players.pinHash, lockedUntil: players.pinLockedUntil })
      .from(players)
      .where(eq(players.id, player.id))
      .then((rows) => rows[0]);
  const isLocked = (until: Date | null | undefined) => !!until && until.getTime() > ctx.now().getTime();
  const before = await state();
  if (!before?.pinHash) fail(400, "PIN not set");
  if (isLocked(before.lockedUntil)) fail(423, "PIN is locked, try again later");
  const right = await verifySecret(pin, before.pinHash);
  const now = ctx.now();
  const unlocked = and(eq(players.id, player.id), or(isNull(players.pinLockedUntil), lte(players.pinLockedUntil, now)));
  if (right) {
    const passed = await ctx.db
      .update(players)
      .set({ pinFailedAttempts: 0, pinLockedUntil: null })
      .where(and(unlocked, eq(players.pinHash, before.pinHash)))
      .returning({ id: players.id });
    if (passed.length > 0) return;
    // Locked meanwhile (or the PIN was changed meanwhile).
    if (isLocked((await state())?.lockedUntil)) fail(423, "PIN is locked, try again later");
    fail(400, "Incorrect PIN");
  }
  const reaches = sql`${players.pinFailedAttempts} + 1 >= ${PIN_MAX_ATTEMPTS}`;
  const [counted] = await ctx.db
    .update(players)
    .set({
      pinFailedAttempts: sql`case when ${reaches} then 0 else ${players.pinFailedAttempts} + 1 end`,
      pinLockedUntil: sql`case when ${reaches} then ${new Date(now.getTime() + PIN_LOCK_MS).toISOString()}::timestamptz else null end`,
    })
    .where(unlocked)
    .returning({ lockedUntil: players.pinLockedUntil });
  // No row: locked by a concurrent attempt; a lock in the row: this attempt was the last one.
  if (!counted || counted.lockedUntil) fail(423, "PIN is locked, try again later");
  fail(400, "Incorrect PIN");
}

/** Sets a first PIN (no `pin`) or changes it (`pin` = the current PIN). */
export async function updatePin(ctx: Ctx, player: PlayerView, body: UpdatePinBody): Promise<CheckPinAnswer> {
  const now = ctx.now();
  if (player.pinLockedUntil && player.pinLockedUntil.getTime() > now.getTime())
    fail(423, "PIN is locked, try again later");
  if (body.new_pin !== body.confirm_pin) fail(400, "PINs do not match");
  if (player.pinHash) {
    if (body.pin === undefined) fail(400, "Incorrect PIN");
    await verifyPin(ctx, player, body.pin);
    const pinHash = await hashSecret(body.new_pin);
    await ctx.db
      .update(players)
      .set({ pinHash, pinFailedAttempts: 0, pinLockedUntil: null, updatedAt: now })
      .where(eq(players.id, player.id));
  } else {
    if (body.pin !== undefined) fail(400, "PIN not set");
    const pinHash = await hashSecret(body.new_pin);
    // A first PIN only while there is none: of two concurrent first PINs, one wins.
    const set = await ctx.db
      .update(players)
      .set({ pinHash, pinFailedAttempts: 0, pinLockedUntil: null, updatedAt: now })
      .where(and(eq(players.id, player.id), isNull(players.pinHash)))
      .returning({ id: players.id });
    if (set.length === 0) fail(400, "Incorrect PIN");
  }
  return { has_pin: true, locked_until: null };
}

/**
 * Replaces a forgotten PIN with a code sent to the player's registered phone (purpose "reset_pin"):
 * the code's own counters limit the guesses (5 wrong ones burn it), it is used once, and the new
 * PIN clears a PIN lock. The code is consumed in the transaction that writes the PIN.
 */
export async function resetPinWithOtp(ctx: Ctx, player: PlayerView, body: ResetPinBody): Promise<CheckPinAnswer> {
  if (body.new_pin !== body.confirm_pin) fail(400, "PINs do not match");
  const otp = await checkOtp(ctx, player.tenantId, player.contactNo, "reset_pin", body.otp);
  const pinHash = await hashSecret(body.new_pin);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await consumeOtp(tx, otp, now);
    await tx
      .update(players)
      .set({ pinHash, pinFailedAttempts: 0, pinLockedUntil: null, updatedAt: now })
      .where(eq(players.id, player.id));
  });
  return { has_pin: true, locked_until: null };
}
