/**
 * Friends: finding a player of the tenant (member UID or phone), friend requests, the friend list
 * and removing a friend. A request is decided by one conditional UPDATE … WHERE status = 'pending'
 * RETURNING, so of concurrent decisions on one request (approve and cancel, two approves) exactly
 * one wins and the others are refused "This friend request is no longer pending". An approval
 * writes both friendship rows in the same database transaction as its status change. Counters
 * that guard (pending outgoing requests, friends) are counted with the players' rows locked.
 *
 * Other players are only ever answered as their public card (`toCard`): never a phone number,
 * a real name or an internal id. A player of another tenant is "User not found" everywhere.
 * Both sides hear every change (`friend` event) once it is committed.
 *
 * Abuse limits (all in the database, shared by every instance): look-ups of a player (search and
 * sendRequest) count against `SEARCHES_PER_MINUTE`; a sender makes at most `FRIEND_REQUESTS_PER_HOUR`
 * requests; after a cancel or rejection the same sender waits `FRIEND_REQUEST_COOLDOWN_MS` before asking
 * the same player again; and the receiver has at most one unread request mail per sender.
 */
import { and, desc, eq, or } from "drizzle-orm";
import {
  type Friend,
  type FriendList,
  type FriendSearchResult,
  maxFriends,
  memberUidPattern,
} from "../../src/api/contract/friends.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { friendships, players } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { type CardRow, cardColumns, findByKeyword, toCard } from "./friend-cards.ts";
import { countLookup, relationTo, tellBoth } from "./friend-rules.ts";

export { type CardRow, maskUsername, playerByUid, toCard } from "./friend-cards.ts";
export {
  decideFriendRequest,
  type FriendDecision,
  friendRequestsOf,
  type SentFriendRequest,
  sendFriendRequest,
} from "./friend-requests.ts";
export {
  FRIEND_REQUEST_COOLDOWN_MS,
  FRIEND_REQUEST_WINDOW_MS,
  FRIEND_REQUESTS_PER_HOUR,
  SEARCH_WINDOW_MS,
  SEARCHES_PER_MINUTE,
} from "./friend-rules.ts";

// ---------- search ----------

/** GET /friend/search: a player of the caller's tenant by member UID or phone, with the relation. */
export async function searchPlayer(
  ctx: Ctx,
  me: { id: string; tenantId: string },
  keyword: string,
): Promise<FriendSearchResult> {
  const text = keyword.trim();
  if (text === "") fail(400, "User ID is required");
  await countLookup(ctx, me.id);
  const found = await findByKeyword(ctx.db, me.tenantId, text);
  if (!found) fail(404, "User not found");
  return { player: toCard(found), ...(await relationTo(ctx.db, me.id, found.id)) };
}

// ---------- friends ----------

const friendColumns = { ...cardColumns, since: friendships.createdAt };

function toFriend(row: CardRow & { since: Date }): Friend {
  return { ...toCard(row), since: row.since.toISOString() };
}

/** GET /friend/getFriends: every friend, newest friendship first. */
export async function friendsOf(ctx: Ctx, me: { id: string }): Promise<FriendList> {
  const rows = await ctx.db
    .select(friendColumns)
    .from(friendships)
    .innerJoin(players, eq(players.id, friendships.friendId))
    .where(eq(friendships.playerId, me.id))
    .orderBy(desc(friendships.createdAt), players.memberUid)
    .limit(maxFriends);
  return { items: rows.map(toFriend), total: rows.length, max: maxFriends };
}

/** A friend of the caller by member UID (the row with its internal id), or null. */
export async function friendByUid(
  db: Db,
  me: { id: string; tenantId: string },
  memberUid: string,
): Promise<(CardRow & { since: Date }) | null> {
  if (!memberUidPattern.test(memberUid)) return null;
  const [row] = await db
    .select(friendColumns)
    .from(friendships)
    .innerJoin(players, eq(players.id, friendships.friendId))
    .where(and(eq(friendships.playerId, me.id), eq(players.tenantId, me.tenantId), eq(players.memberUid, memberUid)))
    .limit(1);
  return row ?? null;
}

/** GET /friend/getFriend/{memberUid}: a friend's card, 404 when not a friend. */
export async function friendOf(ctx: Ctx, me: { id: string; tenantId: string }, memberUid: string): Promise<Friend> {
  const row = await friendByUid(ctx.db, me, memberUid);
  if (!row) fail(404, "This player is not your friend");
  return toFriend(row);
}

/** DELETE /friend/remove/{memberUid}: both rows of the friendship, in one statement. */
export async function removeFriend(ctx: Ctx, me: { id: string; tenantId: string }, memberUid: string): Promise<void> {
  const friend = await friendByUid(ctx.db, me, memberUid);
  if (!friend) fail(404, "This player is not your friend");
  const removed = await ctx.db
    .delete(friendships)
    .where(
      or(
        and(eq(friendships.playerId, me.id), eq(friendships.friendId, friend.id)),
        and(eq(friendships.playerId, friend.id), eq(friendships.friendId, me.id)),
      ),
    )
    .returning({ playerId: friendships.playerId });
  // a concurrent removal took them first
  if (removed.length === 0) fail(404, "This player is not your friend");
  tellBoth(ctx, me.tenantId, [me.id, friend.id], "removed");
}

/** Whether both players are still friends, holding their friendship row until the transaction ends (transfers). */
export async function holdFriendship(tx: Db, playerId: string, friendId: string): Promise<boolean> {
  const rows = await tx
    .select({ friendId: friendships.friendId })
    .from(friendships)
    .where(and(eq(friendships.playerId, playerId), eq(friendships.friendId, friendId)))
    .for("share");
  return rows.length > 0;
}
