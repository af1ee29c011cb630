/** The abuse limits of friends and requests, and the counts, relations and checks that enforce them (services/friends.ts). */
import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { friendChanges } from "../../src/api/contract/events.ts";
import type { FriendRelation } from "../../src/api/contract/friends.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { friendRequests, friendships } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { areFriends } from "./friendships.ts";

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
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

export async function relationTo(
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

export async function friendCount(db: Db, playerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(friendships)
    .where(eq(friendships.playerId, playerId));
  return row?.n ?? 0;
}

export async function pendingOutgoingCount(db: Db, playerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(friendRequests)
    .where(and(eq(friendRequests.senderId, playerId), eq(friendRequests.status, "pending")));
  return row?.n ?? 0;
}

/** Friend requests the player sent in the window up to `now` (whatever became of them). */
export async function sentSince(db: Db, playerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(friendRequests)
    .where(and(eq(friendRequests.senderId, playerId), gt(friendRequests.createdAt, since)));
  return row?.n ?? 0;
}

/** Whether `sender`'s request to `receiver` was cancelled or rejected after `since` (the pair's cooldown). */
export async function turnedDownSince(db: Db, sender: string, receiver: string, since: Date): Promise<boolean> {
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
export async function countLookup(ctx: Ctx, playerId: string): Promise<void> {
  if (!(await ctx.limiter.within(`friend-search:${playerId}`, SEARCH_WINDOW_MS, SEARCHES_PER_MINUTE))) {
    fail(429, "Too many requests, try again later");
  }
}

/** Tells both players' event streams that their friends or requests changed (after the commit). */
export function tellBoth(ctx: Pick<Ctx, "events">, tenantId: string, playerIds: string[], change: FriendChange): void {
  for (const id of playerIds) ctx.events.publish(tenantId, id, { kind: "friend", change });
}

/** Refuses a request where one is already pending between the two, saying who sent it. */
export async function refusePending(db: Db, me: string, other: string): Promise<void> {
  const pending = await pendingBetween(db, me, other);
  if (!pending) return;
  if (pending.senderId === me) fail(409, "You have already sent this player a friend request");
  fail(409, "This player has already sent you a friend request");
}
