/**
 * The player's own protections that are not limits: the reality-check interval (POST
 * /api/player/responsible/reality_check) and a time-out or self-exclusion (POST /restrict).
 *
 * A time-out (RTS 13: 24 hours, 7 or 30 days) or self-exclusion (RTS 14: 6 months, 1 or 5 years)
 * starts at once and cannot be shortened or lifted: a new one may only end later than the one in force
 * (else 409). Taking one signs every device out (`session_id` = null, the open event streams hear it)
 * and ends the open game session. Signing in again works, to see the end date and withdraw; every
 * move toward play is refused until it ends (restriction-state.ts). Nothing else clears it: it simply
 * ends at `restricted_until`.
 */
import { and, asc, eq, gt, isNotNull } from "drizzle-orm";
import { DateTime } from "luxon";
import {
  type RealityCheckBody,
  type ResponsibleView,
  type RestrictBody,
  restrictionTraits,
} from "../../src/api/contract/responsible.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { type PlayerRow, players } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { writeAudit } from "./audit.ts";
import { PLATFORM_OFFSET_MS } from "./dates.ts";
import { responsibleView } from "./limits.ts";
import { endOpenSessions, moveNextCheck } from "./play-sessions.ts";
import { activeRestriction } from "./restriction-state.ts";
import { lockPlayer } from "./transactions.ts";

/** The platform's zone (GMT+8) as luxon names it: a month or a year on is counted on its calendar. */
const platformZone = `UTC+${PLATFORM_OFFSET_MS / 3_600_000}`;

/** The player's row, locked, inside the caller's database transaction. */
async function lockedRow(tx: Parameters<typeof lockPlayer>[0], playerId: string): Promise<PlayerRow> {
  await lockPlayer(tx, playerId);
  const [row] = await tx.select().from(players).where(eq(players.id, playerId));
  if (!row) fail(401, "Unauthorized");
  return row;
}

/** A restriction as the audit writes it: "time_out until 2026-11-29T06:05:00.000Z", "none". */
function restrictionText(row: Pick<PlayerRow, "restrictionKind" | "restrictedSince" | "restrictedUntil">, now: Date) {
  const active = activeRestriction(row, now);
  return active ? `${active.kind} until ${active.until}` : "none";
}

/** POST /restrict: see the file's comment. Answers the view with the restriction in force. */
export async function restrict(
  ctx: Ctx,
  player: Pick<PlayerRow, "id" | "tenantId">,
  body: RestrictBody,
): Promise<ResponsibleView> {
  const traits = restrictionTraits[body.length];
  const now = ctx.now();
  const until = DateTime.fromJSDate(now, { zone: platformZone }).plus(traits.amount).toJSDate();
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await lockedRow(tx, player.id);
    if (activeRestriction(row, now) && (row.restrictedUntil as Date) > until) {
      fail(409, "A time-out or self-exclusion cannot be shortened");
    }
    const [changed] = await tx
      .update(players)
      .set({
        restrictionKind: traits.kind,
        restrictedSince: now,
        restrictedUntil: until,
        // every device is signed out; signing in again shows the end date
        sessionId: null,
        updatedAt: now,
      })
      .where(eq(players.id, player.id))
      .returning();
    await endOpenSessions(tx, player.id);
    await writeAudit(tx, {
      tenantId: player.tenantId,
      playerId: player.id,
      actor: "player",
      subject: "restriction",
      oldValue: restrictionText(row, now),
      newValue: `${traits.kind} ${body.length} until ${until.toISOString()}`,
      at: now,
    });
    return changed as PlayerRow;
  });
  // committed: the other screens read the view again; open streams find their session ended
  ctx.events.publish(player.tenantId, player.id, { kind: "responsible" });
  ctx.events.publish(player.tenantId, player.id, { kind: "session" });
  return responsibleView(ctx, updated);
}

/** POST /reality_check: the interval (0 = off); the open game's next check moves with it. */
export async function setRealityCheck(
  ctx: Ctx,
  player: Pick<PlayerRow, "id" | "tenantId">,
  body: RealityCheckBody,
): Promise<ResponsibleView> {
  const now = ctx.now();
  const { row, changed } = await ctx.db.transaction(async (tx) => {
    const row = await lockedRow(tx, player.id);
    if (row.realityCheckMinutes === body.minutes) return { row, changed: false };
    const [updated] = await tx
      .update(players)
      .set({ realityCheckMinutes: body.minutes, updatedAt: now })
      .where(eq(players.id, player.id))
      .returning();
    await moveNextCheck(tx, player.id, body.minutes);
    await writeAudit(tx, {
      tenantId: player.tenantId,
      playerId: player.id,
      actor: "player",
      subject: "reality_check",
      oldValue: String(row.realityCheckMinutes),
      newValue: String(body.minutes),
      at: now,
    });
    return { row: updated as PlayerRow, changed: true };
  });
  if (changed) ctx.events.publish(player.tenantId, player.id, { kind: "responsible" });
  return responsibleView(ctx, row);
}

/** The tenant's players in a time-out or self-exclusion at `now`, ending soonest first (the sandbox operator's list). */
export async function restrictedPlayersOf(
  db: Db,
  tenantId: string,
  now: Date,
): Promise<{ username: string; kind: string; since: Date; until: Date }[]> {
  const rows = await db
    .select({
      username: players.username,
      kind: players.restrictionKind,
      since: players.restrictedSince,
      until: players.restrictedUntil,
    })
    .from(players)
    .where(and(eq(players.tenantId, tenantId), isNotNull(players.restrictionKind), gt(players.restrictedUntil, now)))
    .orderBy(asc(players.restrictedUntil), asc(players.username))
    .limit(500);
  return rows.flatMap((r) =>
    r.kind && r.since && r.until ? [{ ...r, kind: r.kind, since: r.since, until: r.until }] : [],
  );
}
