/**
 * The six-digit PIN (scrypt-hashed). Five wrong PINs in a row lock PIN checks for 15 minutes.
 */
import { and, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { CheckPinAnswer, UpdatePinBody } from "../../src/api/contract/user.ts";
import type { Ctx } from "../context.ts";
import { players } from "../db/schema.ts";
import { fail } from "../errors.ts";
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
 * Checks a PIN against the player's, counting attempts: "PIN not set", "PIN is locked, try again later",
 * "Incorrect PIN". Shared by PIN change and withdraw.
 *
 * The attempt is counted before the (slow) scrypt check, in one statement that also reads and sets
 * the lock in the database: concurrent checks get distinct numbers, the PIN_MAX_ATTEMPTS-th sets
 * the lock, and a check that finds the lock set is refused without comparing, so a locked PIN
 * stays locked for the right answer too. A right PIN clears the count (and a lock it set itself).
 */
export async function verifyPin(ctx: Ctx, player: Pick<PlayerView, "id" | "pinHash">, pin: string): Promise<void> {
  const now = ctx.now();
  if (!player.pinHash) fail(400, "PIN not set");
  const reaches = sql`${players.pinFailedAttempts} + 1 >= ${PIN_MAX_ATTEMPTS}`;
  const [attempt] = await ctx.db
    .update(players)
    .set({
      pinFailedAttempts: sql`case when ${reaches} then 0 else ${players.pinFailedAttempts} + 1 end`,
      pinLockedUntil: sql`case when ${reaches} then ${new Date(now.getTime() + PIN_LOCK_MS).toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        eq(players.id, player.id),
        isNotNull(players.pinHash),
        or(isNull(players.pinLockedUntil), lte(players.pinLockedUntil, now)),
      ),
    )
    .returning({ pinHash: players.pinHash, lockedUntil: players.pinLockedUntil });
  if (!attempt) {
    const [row] = await ctx.db.select({ pinHash: players.pinHash }).from(players).where(eq(players.id, player.id));
    if (!row?.pinHash) fail(400, "PIN not set");
    fail(423, "PIN is locked, try again later");
  }
  if (attempt.pinHash && (await verifySecret(pin, attempt.pinHash))) {
    await ctx.db.update(players).set({ pinFailedAttempts: 0, pinLockedUntil: null }).where(eq(players.id, player.id));
    return;
  }
  if (attempt.lockedUntil) fail(423, "PIN is locked, try again later");
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
