/**
 * The "Sign-in and security" screen's summary of a player: how many passkeys, whether two-step sign-in is on and
 * how many recovery codes are left, and the sign-in before this session's.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { SecurityOverview } from "../../src/api/contract/security.ts";
import type { Db } from "../db/open.ts";
import { passkeys, recoveryCodes } from "../db/schema.ts";
import type { PlayerView } from "./players.ts";
import { lastSignIn } from "./sign-ins.ts";

export async function securityOverview(
  db: Db,
  player: Pick<PlayerView, "id" | "sessionId" | "totpEnabledAt">,
): Promise<SecurityOverview> {
  const enabled = player.totpEnabledAt !== null;
  const [keys, codes, last] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int` }).from(passkeys).where(eq(passkeys.playerId, player.id)),
    enabled
      ? db
          .select({ count: sql<number>`count(*)::int` })
          .from(recoveryCodes)
          .where(and(eq(recoveryCodes.playerId, player.id), isNull(recoveryCodes.usedAt)))
      : Promise.resolve([{ count: 0 }]),
    lastSignIn(db, player.id, player.sessionId),
  ]);
  return {
    passkeys: keys[0]?.count ?? 0,
    two_step: {
      enabled,
      enabled_at: player.totpEnabledAt?.toISOString() ?? null,
      recovery_codes_left: codes[0]?.count ?? 0,
    },
    last_sign_in: last,
  };
}
