/**
 * The "Sign-in and security" screen's summary of a player: how many passkeys, whether two-step sign-in is on and
 * how many recovery codes are left, and the sign-in before this session's. Each part is its own service's read.
 */
import type { SecurityOverview } from "../../src/api/contract/security.ts";
import type { Db } from "../db/open.ts";
import { countPasskeys } from "./passkeys.ts";
import type { PlayerView } from "./players.ts";
import { lastSignIn } from "./sign-ins.ts";
import { twoStepStatus } from "./two-step.ts";

export async function securityOverview(
  db: Db,
  player: Pick<PlayerView, "id" | "sessionId">,
): Promise<SecurityOverview> {
  const [passkeys, twoStep, last] = await Promise.all([
    countPasskeys(db, player.id),
    twoStepStatus(db, player.id),
    lastSignIn(db, player.id, player.sessionId),
  ]);
  return { passkeys, two_step: twoStep, last_sign_in: last };
}
