/**
 * A time-out or self-exclusion as it stands (columns of `players`): in force while `restricted_until`
 * is later than now. While it is, every move toward play is refused (deposits, transfers into a game,
 * a launch, a round, a transfer to a friend, a gift, the check-in reward, a rebate claim); sign-in, the balance, the
 * history and withdrawals stay open (contract/responsible.ts `openDuringRestriction`).
 */
import { eq } from "drizzle-orm";
import type { Restriction, RestrictionKind } from "../../src/api/contract/responsible.ts";
import type { Db } from "../db/open.ts";
import { type PlayerRow, players } from "../db/schema.ts";
import { fail } from "../errors.ts";

type RestrictionColumns = Pick<PlayerRow, "restrictionKind" | "restrictedSince" | "restrictedUntil">;

/** The restriction in force at `now`, or null (none taken, or ended). */
export function activeRestriction(player: RestrictionColumns, now: Date): Restriction | null {
  const { restrictionKind: kind, restrictedSince: since, restrictedUntil: until } = player;
  if (!kind || !since || !until || until <= now) return null;
  return { kind: kind as RestrictionKind, since: since.toISOString(), until: until.toISOString() };
}

/** 403 "Not available during your time-out or self-exclusion" while one is in force. */
export function assertNotRestricted(player: Pick<PlayerRow, "restrictedUntil">, now: Date): void {
  if (player.restrictedUntil && player.restrictedUntil > now) {
    fail(403, "Not available during your time-out or self-exclusion");
  }
}

/**
 * `assertNotRestricted` on the player's row as stored, read inside the caller's database transaction
 * (with the row locked by the caller, or locked here), so a restriction taken meanwhile is seen.
 */
export async function assertNotRestrictedIn(tx: Db, playerId: string, now: Date): Promise<void> {
  const [row] = await tx
    .select({ restrictedUntil: players.restrictedUntil })
    .from(players)
    .where(eq(players.id, playerId))
    // the money moves' lock (lockPlayer): a stronger one would block a credit to this player (a foreign key)
    .for("no key update");
  if (row) assertNotRestricted(row, now);
}
