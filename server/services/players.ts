/** Players: the User answer, sessions, registration, login and profile rules. */
import { and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { activeDownlineRule, type ReferralList, type User } from "../../src/api/contract/user.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { type PlayerRow, players } from "../db/schema.ts";
import { activeRestriction } from "./restriction-state.ts";
import { handOut } from "./urls.ts";

export const ACTIVE_WINDOW_MS = activeDownlineRule.activeDays * 24 * 60 * 60 * 1000;

/**
 * Whether the player whose id is `playerId` (a column of the outer query) is active at `now`: the one
 * definition behind total_active_downline and the referral list (contract: activeDownlineRule). A deposit
 * counts from its decision (updated_at) if approved or settled; a round from when it was played.
 */
export function isActiveSql(playerId: SQL, now: Date): SQL<boolean> {
  const since = new Date(now.getTime() - ACTIVE_WINDOW_MS).toISOString();
  return sql<boolean>`(exists (select 1 from transactions t where t.player_id = ${playerId}
      and t.type = 'deposit' and t.status in ('approved', 'settled') and t.updated_at > ${since}::timestamptz)
    or exists (select 1 from game_records g where g.player_id = ${playerId}
      and g.created_at > ${since}::timestamptz))`;
}

/** A referral's public name: the nickname they chose, else their username masked ("ah***8"). */
export function publicName(username: string, nickname: string | null): string {
  const chosen = nickname?.trim();
  if (chosen && chosen.toLowerCase() !== username.toLowerCase()) return chosen;
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ""}***`;
  return `${chars.slice(0, 2).join("")}***${chars.at(-1)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

export type PlayerView = PlayerRow & { wallet: number; totalDownline: number; totalActiveDownline: number };

/** The player with MYR balance and referral counts, in one query. */
export async function loadPlayerView(db: Db, playerId: string, now: Date): Promise<PlayerView | null> {
  if (!isUuid(playerId)) return null;
  const rows = await db
    .select({
      ...getTableColumns(players),
      // Correlated subqueries name their tables explicitly (Drizzle drops qualifiers in single-table selects).
      wallet: sql<number>`(select coalesce(sum(l.amount), 0) from ledger_entries l
        where l.player_id = "players"."id" and l.currency = 'MYR' and l.game_account is null)`.mapWith(Number),
      totalDownline: sql<number>`(select count(*) from players d where d.referrer_id = "players"."id")`.mapWith(Number),
      totalActiveDownline: sql<number>`(select count(*) from players d where d.referrer_id = "players"."id"
        and ${isActiveSql(sql`d.id`, now)})`.mapWith(Number),
    })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return rows[0] ?? null;
}

/** The player's view through the read cache. */
export function loadView(ctx: Pick<Ctx, "db" | "now" | "reads">, playerId: string): Promise<PlayerView | null> {
  return ctx.reads.read(`view:${playerId}`, () => loadPlayerView(ctx.db, playerId, ctx.now()));
}

/** The User answer; `restriction` is a time-out or self-exclusion in force at `now` (the app shows its end). */
export function toUser(view: PlayerView, jwtToken: string | null, now: Date): User {
  return {
    _id: view.id,
    username: view.username,
    full_name: view.fullName,
    nickname: view.nickname,
    email: view.email,
    jwtToken,
    referral_code: view.referralCode,
    contact_no: view.contactNo,
    wallet: view.wallet,
    chip: view.chip,
    point: view.point,
    share: view.share,
    currency: view.currency,
    total_downline: view.totalDownline,
    total_active_downline: view.totalActiveDownline,
    avatar: handOut(view.avatar),
    uuid: view.memberUid,
    vip_tier: view.vipTier,
    member_since: view.createdAt.toISOString(),
    restriction: activeRestriction(view, now),
  };
}

export async function findByUsername(db: Db, tenantId: string, username: string): Promise<PlayerRow | null> {
  const rows = await db
    .select()
    .from(players)
    .where(and(eq(players.tenantId, tenantId), sql`lower(${players.username}) = ${username.toLowerCase()}`))
    .limit(1);
  return rows[0] ?? null;
}

export async function findByContact(db: Db, tenantId: string, contactNo: string): Promise<PlayerRow | null> {
  const rows = await db
    .select()
    .from(players)
    .where(and(eq(players.tenantId, tenantId), eq(players.contactNo, contactNo)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findByReferralCode(db: Db, tenantId: string, code: string): Promise<PlayerRow | null> {
  const normalized = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{1,32}$/.test(normalized)) return null;
  const rows = await db
    .select()
    .from(players)
    .where(and(eq(players.tenantId, tenantId), eq(players.referralCode, normalized)))
    .limit(1);
  return rows[0] ?? null;
}

/** Direct referrals of a player, newest first. */
export async function listReferrals(
  db: Db,
  playerId: string,
  page: number,
  limit: number,
  now: Date,
): Promise<ReferralList> {
  const rows = await db
    .select({
      memberUid: players.memberUid,
      username: players.username,
      nickname: players.nickname,
      vipTier: players.vipTier,
      createdAt: players.createdAt,
      active: isActiveSql(sql`"players"."id"`, now),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(players)
    .where(eq(players.referrerId, playerId))
    .orderBy(desc(players.createdAt), desc(players.id))
    .limit(limit)
    .offset((page - 1) * limit);
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page (or none at all): count separately.
    const [count] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(players)
      .where(eq(players.referrerId, playerId));
    total = count?.total ?? 0;
  }
  return {
    items: rows.map((r) => ({
      member_uid: r.memberUid,
      name: publicName(r.username, r.nickname),
      vip_tier: r.vipTier,
      joined_at: r.createdAt.toISOString(),
      active: Boolean(r.active),
    })),
    page,
    limit,
    total,
  };
}

/** The Postgres constraint a unique violation hit (walks Drizzle's error causes), else null. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (e.code === "23505") return typeof e.constraint === "string" ? e.constraint : String(e.detail ?? "unique");
    current = e.cause;
  }
  return null;
}
