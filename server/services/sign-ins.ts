/**
 * The sign-in history: every sign-in and failed attempt against a player's account, with the device and browser
 * simplified from the user agent, the client address, the method and the result. A successful sign-in from a
 * device and browser the player had never signed in from writes a `new_sign_in` mail.
 */
import { and, desc, eq, lt, ne, sql } from "drizzle-orm";
import {
  type SignIn,
  type SignInMethod,
  type SignInResult,
  signInHistoryLength,
} from "../../src/api/contract/security.ts";
import { summariseUserAgent } from "../../src/lib/user-agent.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { players, signIns } from "../db/schema.ts";
import { newId } from "./ids.ts";
import { announceMail, type MailNotice, sendSystemMail } from "./mail.ts";

/**
 * Rows kept per player beyond what is shown, so the "new device" check still knows older devices: this many
 * successes and this many failures, each kept apart, so that a flood of wrong passwords (anyone can send them)
 * never pushes the player's own devices out and makes the next sign-in from one of them look new.
 */
const KEPT_PER_PLAYER = 500;

export type SignInRecord = {
  tenantId: string;
  playerId: string;
  method: SignInMethod;
  result: SignInResult;
  userAgent: string | undefined | null;
  ip: string;
  /** The session a success started. */
  sessionId?: string | null;
};

/**
 * Writes one line of the history (in `db`, the caller's transaction when it has one). A success from a device
 * and browser not seen in the player's earlier successes, when there were any, also writes the new-device mail;
 * hand the answered notice to `announceMail` once committed (null: no mail). A success takes the player's row
 * lock first (kept to the end of the caller's transaction), so of concurrent sign-ins from one new device the
 * first writes the mail and the others see its line: one mail, not one per request.
 */
export async function writeSignIn(db: Db, record: SignInRecord, now: Date): Promise<MailNotice | null> {
  const { device, browser } = summariseUserAgent(record.userAgent);
  const ip = record.ip.slice(0, 64);
  let notice: MailNotice | null = null;
  if (record.result === "success") {
    await db.select({ id: players.id }).from(players).where(eq(players.id, record.playerId)).for("update");
    const [seen] = await db
      .select({
        any: sql<number>`count(*)::int`,
        same: sql<number>`count(*) filter (where ${signIns.device} = ${device} and ${signIns.browser} = ${browser})::int`,
      })
      .from(signIns)
      .where(and(eq(signIns.playerId, record.playerId), eq(signIns.result, "success")));
    if (seen && seen.any > 0 && seen.same === 0) {
      notice = await sendSystemMail(db, {
        tenantId: record.tenantId,
        playerId: record.playerId,
        template: "new_sign_in",
        params: { at: now.toISOString(), device, browser, ip, method: record.method },
        now,
      });
    }
  }
  await db.insert(signIns).values({
    id: newId(),
    tenantId: record.tenantId,
    playerId: record.playerId,
    method: record.method,
    result: record.result,
    device,
    browser,
    ip,
    sessionId: record.sessionId ?? null,
    at: now,
  });
  await prune(db, record.playerId, record.result === "success");
  return notice;
}

/** `writeSignIn` on its own, its mail announced. */
export async function recordSignIn(ctx: Pick<Ctx, "db" | "now" | "events">, record: SignInRecord): Promise<void> {
  const notice = await ctx.db.transaction((tx) => writeSignIn(tx, record, ctx.now()));
  if (notice) announceMail(ctx, notice);
}

/** Keeps the newest KEPT_PER_PLAYER successes of a player, or the newest KEPT_PER_PLAYER other lines. */
async function prune(db: Db, playerId: string, successes: boolean): Promise<void> {
  const ofKind = and(
    eq(signIns.playerId, playerId),
    successes ? eq(signIns.result, "success") : ne(signIns.result, "success"),
  );
  const [oldestKept] = await db
    .select({ at: signIns.at })
    .from(signIns)
    .where(ofKind)
    .orderBy(desc(signIns.at))
    .offset(KEPT_PER_PLAYER - 1)
    .limit(1);
  if (oldestKept) await db.delete(signIns).where(and(ofKind, lt(signIns.at, oldestKept.at)));
}

type SignInRow = typeof signIns.$inferSelect;

function toSignIn(row: SignInRow, sessionId: string | null): SignIn {
  return {
    id: row.id,
    at: row.at.toISOString(),
    method: row.method as SignInMethod,
    result: row.result as SignInResult,
    device: row.device,
    browser: row.browser,
    ip: row.ip,
    current: sessionId !== null && row.sessionId === sessionId,
  };
}

/** The player's last 50 sign-ins and attempts, newest first; `current` marks the session `sessionId`. */
export async function listSignIns(db: Db, playerId: string, sessionId: string | null): Promise<SignIn[]> {
  const rows = await db
    .select()
    .from(signIns)
    .where(eq(signIns.playerId, playerId))
    .orderBy(desc(signIns.at), desc(signIns.id))
    .limit(signInHistoryLength);
  return rows.map((row) => toSignIn(row, sessionId));
}

/** The player's newest successful sign-in other than the current session's (the overview's "last sign-in"). */
export async function lastSignIn(db: Db, playerId: string, sessionId: string | null): Promise<SignIn | null> {
  const [row] = await db
    .select()
    .from(signIns)
    .where(
      and(
        eq(signIns.playerId, playerId),
        eq(signIns.result, "success"),
        sessionId ? ne(sql`coalesce(${signIns.sessionId}, '')`, sessionId) : undefined,
      ),
    )
    .orderBy(desc(signIns.at))
    .limit(1);
  return row ? toSignIn(row, sessionId) : null;
}
