import type { Restriction } from "../../../api/contract/responsible.ts";

/**
 * The screens a player may open during a time-out or self-exclusion (UKGC RTS 13 and 14): their balance, a
 * withdrawal and what it needs (bank accounts, the PIN in the profile, verification), their history, their own
 * play-responsibly settings, the account menu, their account's safety (sign-in and security), and the game
 * accounts, where money left in a game is brought back to the wallet to be withdrawn. Each path opens its sub-screens too. Every other signed-in screen leads to
 * `/restricted`, which says until when and what stays open; the server refuses the moves themselves.
 */
export const openDuringRestriction = [
  "/restricted",
  "/wallet",
  "/withdraw",
  "/bank_account",
  "/transaction",
  "/reports",
  "/game_account",
  "/play_responsibly",
  "/verification",
  "/account",
  "/profile",
  "/security",
] as const;

/** Whether a signed-in screen stays open during a time-out or self-exclusion. */
export function isOpenDuringRestriction(pathname: string): boolean {
  return openDuringRestriction.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * The player's time-out or self-exclusion while it lasts, else null. The server sends it only while it is in
 * force; one kept in the stored user since is over once its end has passed on this device's clock.
 */
export function activeRestriction(
  user: { restriction?: Restriction | null } | null,
  now: number = Date.now(),
): Restriction | null {
  const restriction = user?.restriction ?? null;
  if (!restriction) return null;
  return Date.parse(restriction.until) > now ? restriction : null;
}
