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
import { and, desc, eq, gt, gte, inArray, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { friendChanges } from "../../src/api/contract/events.ts";
import {
  decidedRequestDays,
  type Friend,
  type FriendList,
  type FriendRelation,
  type FriendRequest,
  FriendRequestId,
  type FriendRequestList,
  type FriendSearchResult,
  maxFriends,
  maxListedRequests,
  maxPendingOutgoing,
  memberUidPattern,
  type PlayerCard,
} from "../../src/api/contract/friends.ts";
import { toContactNo } from "../../src/lib/phone.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { friendRequests, friendships, players } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { areFriends } from "./friendships.ts";
import { newId } from "./ids.ts";
import { announceMail, type MailNotice, sendOrRefreshSystemMail } from "./mail.ts";
import { uniqueViolation } from "./players.ts";
import { lockPlayer } from "./transactions.ts";
import { handOut } from "./urls.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/**
 * Player look-ups one player may make a minute: enough for any person, too few to walk the phone book.
 * Every call that resolves a member UID or phone to a player counts (search and sendRequest), found or not.
 */
export const SEARCHES_PER_MINUTE = 30;
/** The window of `SEARCHES_PER_MINUTE`. */
export const SEARCH_WINDOW_MS = 60_000;
/**
 * Friend requests one player may send in any hour (counted from the requests themselves, also those
 * cancelled or decided since): a busy evening of adding people, not a flood of mails and alerts.
 */
export const FRIEND_REQUESTS_PER_HOUR = 10;
/** The window of `FRIEND_REQUESTS_PER_HOUR` (sliding: the requests of the last hour). */
export const FRIEND_REQUEST_WINDOW_MS = HOUR_MS;
/**
 * After the sender cancels a request or the receiver rejects it, the same sender may not ask the same
 * player again for this long (the receiver may ask the sender at once).
 */
export const FRIEND_REQUEST_COOLDOWN_MS = DAY_MS;

type FriendChange = (typeof friendChanges)[number];

/** The columns a card and the rules need of a player. */
const cardColumns = {
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

async function playerById(db: Db, id: string): Promise<CardRow> {
  const [row] = await db.select(cardColumns).from(players).where(eq(players.id, id)).limit(1);
  if (!row) fail(404, "User not found");
  return row;
}

/** By member UID first, then as a phone number in any form the phone helper reads. */
async function findByKeyword(db: Db, tenantId: string, keyword: string): Promise<CardRow | null> {
  const byUid = await playerByUid(db, tenantId, keyword);
  if (byUid) return byUid;
  const contactNo = toContactNo(keyword);
  return contactNo ? playerWhere(db, tenantId, players.contactNo, contactNo) : null;
}

/** The pending request between two players (either direction), or null. */
async function pendingBetween(db: Db, a: string, b: string) {
  const [row] = await db
    .select({ id: friendRequests.id, senderId: friendRequests.senderId })
    .from(friendRequests)
    .where(
      and(
        eq(friendRequests.status, "pending"),
        or(
          and(eq(friendRequests.senderId, a), eq(friendRequests.receiverId, b)),
          and(eq(friendRequests.senderId, b), eq(friendRequests.receiverId, a)),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function relationTo(
  db: Db,
  me: string,
  other: string,
): Promise<{ relation: FriendRelation; request_id: string | null }> {
  if (me === other) return { relation: "self", request_id: null };
  if (await areFriends(db, me, other)) return { relation: "friend", request_id: null };
  const pending = await pendingBetween(db, me, other);
  if (!pending) return { relation: "none", request_id: null };
  return { relation: pending.senderId === me ? "request_sent" : "request_received", request_id: pending.id };
}

async function friendCount(db: Db, playerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(friendships)
    .where(eq(friendships.playerId, playerId));
  return row?.n ?? 0;
}

async function pendingOutgoingCount(db: Db, playerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(friendRequests)
    .where(and(eq(friendRequests.senderId, playerId), eq(friendRequests.status, "pending")));
  return row?.n ?? 0;
}

/** Friend requests the player sent in the window up to `now` (whatever became of them). */
async function sentSince(db: Db, playerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(friendRequests)
    .where(and(eq(friendRequests.senderId, playerId), gt(friendRequests.createdAt, since)));
  return row?.n ?? 0;
}

/** Whether `sender`'s request to `receiver` was cancelled or rejected after `since` (the pair's cooldown). */
async function turnedDownSince(db: Db, sender: string, receiver: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: friendRequests.id })
    .from(friendRequests)
    .where(
      and(
        eq(friendRequests.senderId, sender),
        eq(friendRequests.receiverId, receiver),
        inArray(friendRequests.status, ["cancelled", "rejected"]),
        gt(friendRequests.decidedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Counts one player look-up (search, sendRequest) against the caller's `SEARCHES_PER_MINUTE`, in the
 * limiter's one statement, before anything is looked up: unknown UIDs count too.
 */
async function countLookup(ctx: Ctx, playerId: string): Promise<void> {
  if (!(await ctx.limiter.within(`friend-search:${playerId}`, SEARCH_WINDOW_MS, SEARCHES_PER_MINUTE))) {
    fail(429, "Too many requests, try again later");
  }
}

/** Tells both players' event streams that their friends or requests changed (after the commit). */
function tellBoth(ctx: Pick<Ctx, "events">, tenantId: string, playerIds: string[], change: FriendChange): void {
  for (const id of playerIds) ctx.events.publish(tenantId, id, { kind: "friend", change });
}

/** Refuses a request where one is already pending between the two, saying who sent it. */
async function refusePending(db: Db, me: string, other: string): Promise<void> {
  const pending = await pendingBetween(db, me, other);
  if (!pending) return;
  if (pending.senderId === me) fail(409, "You have already sent this player a friend request");
  fail(409, "This player has already sent you a friend request");
}

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

// ---------- requests ----------

type RequestRow = typeof friendRequests.$inferSelect;

function toFriendRequest(row: RequestRow, me: string, other: CardRow): FriendRequest {
  return {
    _id: row.id,
    direction: row.senderId === me ? "outgoing" : "incoming",
    status: row.status,
    player: toCard(other),
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** A committed new request: what a follow-up (the "friend request received" mail) needs. */
export type SentFriendRequest = {
  id: string;
  tenantId: string;
  sender: CardRow;
  receiver: CardRow;
  answer: FriendRequest;
};

/**
 * POST /friend/sendRequest. Refusals: past the look-up quota (it finds a player like search does),
 * another tenant's or an unknown UID ("User not found"), oneself, already friends, a pending request
 * either way, the pair's cooldown after a cancel or rejection, too many pending outgoing requests,
 * past `FRIEND_REQUESTS_PER_HOUR`, a full friend list on either side. Counted with the sender's row
 * locked, so concurrent requests of one sender are decided one after the other (exactly the limit
 * pass); two requests crossing each other (A→B and B→A at once) meet the one-pending-per-pair index
 * and the second is refused. The receiver's inbox holds at most one unread request mail per sender.
 */
export async function sendFriendRequest(
  ctx: Ctx,
  me: { id: string; tenantId: string },
  memberUid: string,
): Promise<SentFriendRequest> {
  await countLookup(ctx, me.id);
  const receiver = await playerByUid(ctx.db, me.tenantId, memberUid);
  if (!receiver) fail(404, "User not found");
  if (receiver.id === me.id) fail(400, "You cannot add yourself as a friend");
  const id = newId();
  let sent: { row: RequestRow; sender: CardRow; mail: MailNotice };
  try {
    sent = await ctx.db.transaction(async (tx) => {
      await lockPlayer(tx, me.id);
      if (await areFriends(tx, me.id, receiver.id)) fail(409, "You are already friends");
      await refusePending(tx, me.id, receiver.id);
      const now = ctx.now();
      if (await turnedDownSince(tx, me.id, receiver.id, new Date(now.getTime() - FRIEND_REQUEST_COOLDOWN_MS))) {
        fail(429, "Please wait before sending this player another request");
      }
      if ((await pendingOutgoingCount(tx, me.id)) >= maxPendingOutgoing) fail(429, "Too many pending friend requests");
      if (
        (await sentSince(tx, me.id, new Date(now.getTime() - FRIEND_REQUEST_WINDOW_MS))) >= FRIEND_REQUESTS_PER_HOUR
      ) {
        fail(429, "Too many requests, try again later");
      }
      if ((await friendCount(tx, me.id)) >= maxFriends) fail(409, "Your friend list is full");
      if ((await friendCount(tx, receiver.id)) >= maxFriends) fail(409, "This player's friend list is full");
      const [inserted] = await tx
        .insert(friendRequests)
        .values({
          id,
          tenantId: me.tenantId,
          senderId: me.id,
          receiverId: receiver.id,
          status: "pending",
          createdAt: now,
        })
        .returning();
      // the receiver's "friend request received" mail, in the same database transaction as the request;
      // one still unread from this sender is brought up to date instead of a second one written
      const sender = await playerById(tx, me.id);
      const card = toCard(sender);
      const mail = await sendOrRefreshSystemMail(
        tx,
        {
          tenantId: me.tenantId,
          playerId: receiver.id,
          template: "friend_request",
          params: { nickname: card.nickname ?? card.username, member_uid: card.member_uid },
          now,
        },
        "member_uid",
      );
      return { row: inserted as RequestRow, sender, mail };
    });
  } catch (error) {
    if (uniqueViolation(error) === "friend_requests_pending_pair_key") await refusePending(ctx.db, me.id, receiver.id);
    throw error;
  }
  // committed: both sides hear of it, and the receiver of the mail
  tellBoth(ctx, me.tenantId, [me.id, receiver.id], "request");
  announceMail(ctx, sent.mail);
  const { row, sender } = sent;
  return { id, tenantId: me.tenantId, sender, receiver, answer: toFriendRequest(row, me.id, receiver) };
}

export type FriendDecision = "approved" | "rejected" | "cancelled";

/**
 * POST /friend/approve|reject|cancel/{requestId}: the receiver approves or rejects, the sender
 * cancels. A request the caller is no side of is "Friend request not found"; the wrong side's is
 * "not yours to decide"; one decided already (also by a concurrent call) is "no longer pending".
 */
export async function decideFriendRequest(
  ctx: Ctx,
  me: { id: string; tenantId: string },
  requestId: string,
  to: FriendDecision,
): Promise<FriendRequest> {
  if (!FriendRequestId.allows(requestId)) fail(404, "Friend request not found");
  const [found] = await ctx.db
    .select()
    .from(friendRequests)
    .where(and(eq(friendRequests.id, requestId), eq(friendRequests.tenantId, me.tenantId)))
    .limit(1);
  if (!found || (found.senderId !== me.id && found.receiverId !== me.id)) fail(404, "Friend request not found");
  const decider = to === "cancelled" ? found.senderId : found.receiverId;
  if (decider !== me.id) fail(403, "This friend request is not yours to decide");

  const decided = await ctx.db.transaction(async (tx) => {
    if (to === "approved") {
      // both friend lists grow: both rows locked, always in one order (no deadlock between two approvals)
      for (const id of [found.senderId, found.receiverId].sort()) await lockPlayer(tx, id);
    }
    const now = ctx.now();
    const [updated] = await tx
      .update(friendRequests)
      .set({ status: to, decidedAt: now })
      .where(and(eq(friendRequests.id, found.id), eq(friendRequests.status, "pending")))
      .returning();
    if (!updated) fail(409, "This friend request is no longer pending");
    if (to === "approved") {
      if ((await friendCount(tx, found.receiverId)) >= maxFriends) fail(409, "Your friend list is full");
      if ((await friendCount(tx, found.senderId)) >= maxFriends) fail(409, "This player's friend list is full");
      await tx
        .insert(friendships)
        .values([
          { tenantId: found.tenantId, playerId: found.senderId, friendId: found.receiverId, createdAt: now },
          { tenantId: found.tenantId, playerId: found.receiverId, friendId: found.senderId, createdAt: now },
        ])
        .onConflictDoNothing();
    }
    return updated;
  });
  tellBoth(ctx, me.tenantId, [found.senderId, found.receiverId], to);
  const other = await playerById(ctx.db, found.senderId === me.id ? found.receiverId : found.senderId);
  return toFriendRequest(decided, me.id, other);
}

/**
 * GET /friend/getRequests: pending requests both ways first, then those decided in the last
 * `decidedRequestDays` days, newest first, at most `maxListedRequests` each way.
 */
export async function friendRequestsOf(ctx: Ctx, me: { id: string }): Promise<FriendRequestList> {
  const since = new Date(ctx.now().getTime() - decidedRequestDays * DAY_MS);
  const visible = or(eq(friendRequests.status, "pending"), gte(friendRequests.decidedAt, since));
  const list = async (direction: "incoming" | "outgoing") => {
    const mine = direction === "incoming" ? friendRequests.receiverId : friendRequests.senderId;
    const other = direction === "incoming" ? friendRequests.senderId : friendRequests.receiverId;
    const rows = await ctx.db
      .select({ request: friendRequests, player: cardColumns })
      .from(friendRequests)
      .innerJoin(players, eq(players.id, other))
      .where(and(eq(mine, me.id), visible))
      .orderBy(
        sql`case when ${friendRequests.status} = 'pending' then 0 else 1 end`,
        desc(friendRequests.createdAt),
        desc(friendRequests.id),
      )
      .limit(maxListedRequests);
    return rows.map((r) => toFriendRequest(r.request, me.id, r.player));
  };
  const [incoming, outgoing] = await Promise.all([list("incoming"), list("outgoing")]);
  return { incoming, outgoing };
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
