/** Other players as their public card (never a phone number, a real name or an internal id), and finding them by UID, id or keyword (services/friends.ts). */
import { and, eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { memberUidPattern, type PlayerCard } from "../../src/api/contract/friends.ts";
import { toContactNo } from "../../src/lib/phone.ts";
import type { Db } from "../db/open.ts";
import { players } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { handOut } from "./urls.ts";

/** The columns a card and the rules need of a player. */
export const cardColumns = {
  id: players.id,
  tenantId: players.tenantId,
  memberUid: players.memberUid,
  nickname: players.nickname,
  username: players.username,
  avatar: players.avatar,
  vipTier: players.vipTier,
  currency: players.currency,
};
export type CardRow = {
  id: string;
  tenantId: string;
  memberUid: string;
  nickname: string | null;
  username: string;
  avatar: string | null;
  vipTier: PlayerCard["vip_tier"];
  currency: "MYR" | "USDT";
};

/** "aisyah88" → "ai****88", "demo" → "d**o", "ab" → "a*": enough to recognise, not to log in with. */
export function maskUsername(username: string): string {
  if (username.length <= 2) return `${username.slice(0, 1)}*`;
  if (username.length <= 5) return `${username[0]}${"*".repeat(username.length - 2)}${username.slice(-1)}`;
  return `${username.slice(0, 2)}${"*".repeat(username.length - 4)}${username.slice(-2)}`;
}

export function toCard(row: CardRow): PlayerCard {
  return {
    member_uid: row.memberUid,
    nickname: row.nickname,
    username: maskUsername(row.username),
    avatar: handOut(row.avatar),
    vip_tier: row.vipTier,
  };
}

/** A player of the tenant whose `column` holds `value`, or null. */
async function playerWhere(db: Db, tenantId: string, column: PgColumn, value: string): Promise<CardRow | null> {
  const [row] = await db
    .select(cardColumns)
    .from(players)
    .where(and(eq(players.tenantId, tenantId), eq(column, value)))
    .limit(1);
  return row ?? null;
}

/** A player of the tenant by member UID, or null (also for a malformed UID). */
export function playerByUid(db: Db, tenantId: string, memberUid: string): Promise<CardRow | null> {
  return memberUidPattern.test(memberUid)
    ? playerWhere(db, tenantId, players.memberUid, memberUid)
    : Promise.resolve(null);
}

export async function playerById(db: Db, id: string): Promise<CardRow> {
  const [row] = await db.select(cardColumns).from(players).where(eq(players.id, id)).limit(1);
  if (!row) fail(404, "User not found");
  return row;
}

/** By member UID first, then as a phone number in any form the phone helper reads. */
export async function findByKeyword(db: Db, tenantId: string, keyword: string): Promise<CardRow | null> {
  const byUid = await playerByUid(db, tenantId, keyword);
  if (byUid) return byUid;
  const contactNo = toContactNo(keyword);
  return contactNo ? playerWhere(db, tenantId, players.contactNo, contactNo) : null;
}

/** The pending request between two players (either direction), or null. */
