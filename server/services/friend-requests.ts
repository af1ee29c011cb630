/** Friend requests: sending, deciding (one conditional UPDATE wins), listing (services/friends.ts). */
import { and, desc, eq, gte, or, sql } from "drizzle-orm";
import {
  decidedRequestDays,
  type FriendRequest,
  FriendRequestId,
  type FriendRequestList,
  maxFriends,
  maxListedRequests,
  maxPendingOutgoing,
} from "../../src/api/contract/friends.ts";
import type { Ctx } from "../context.ts";
import { friendRequests, friendships, players } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { type CardRow, cardColumns, playerById, playerByUid, toCard } from "./friend-cards.ts";
import {
  countLookup,
  DAY_MS,
  FRIEND_REQUEST_COOLDOWN_MS,
  FRIEND_REQUEST_WINDOW_MS,
  FRIEND_REQUESTS_PER_HOUR,
  friendCount,
  pendingOutgoingCount,
  refusePending,
  sentSince,
  tellBoth,
  turnedDownSince,
} from "./friend-rules.ts";
import { areFriends } from "./friendships.ts";
import { newId } from "./ids.ts";
import { announceMail, type MailNotice, sendOrRefreshSystemMail } from "./mail.ts";
import { uniqueViolation } from "./players.ts";
import { lockPlayer } from "./transactions.ts";

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
