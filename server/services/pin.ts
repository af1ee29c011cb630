/**
 * The six-digit PIN (scrypt-hashed). Five wrong PINs in a row lock PIN checks for 15 minutes.
 */
import { eq, sql } from "drizzle-orm";
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
 * Checks a PIN against the player's, counting failures: "PIN not set", "PIN is locked, try again later",
 * "Incorrect PIN". Shared by PIN change now and by withdraw/transfer later.
 */
export async function verifyPin(ctx: Ctx, player: PlayerView, pin: string): Promise<void> {
  const now = ctx.now();
  if (!player.pinHash) fail(400, "PIN not set");
  if (player.pinLockedUntil && player.pinLockedUntil.getTime() > now.getTime())
    fail(423, "PIN is locked, try again later");
  if (await verifySecret(pin, player.pinHash)) {
    if (player.pinFailedAttempts > 0 || player.pinLockedUntil) {
      await ctx.db.update(players).set({ pinFailedAttempts: 0, pinLockedUntil: null }).where(eq(players.id, player.id));
    }
    return;
  }
  const [row] = await ctx.db
    .update(players)
    .set({ pinFailedAttempts: sql`${players.pinFailedAttempts} + 1` })
    .where(eq(players.id, player.id))
    .returning({ attempts: players.pinFailedAttempts });
  if ((row?.attempts ?? 0) >= PIN_MAX_ATTEMPTS) {
    await ctx.db
      .update(players)
      .set({ pinFailedAttempts: 0, pinLockedUntil: new Date(now.getTime() + PIN_LOCK_MS) })
      .where(eq(players.id, player.id));
    fail(423, "PIN is locked, try again later");
  }
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
  } else if (body.pin !== undefined) {
    fail(400, "PIN not set");
  }
  const pinHash = await hashSecret(body.new_pin);
  await ctx.db
    .update(players)
    .set({ pinHash, pinFailedAttempts: 0, pinLockedUntil: null, updatedAt: now })
    .where(eq(players.id, player.id));
  return { has_pin: true, locked_until: null };
}
