import { type } from "arktype";
import { MinorUnits, Pin, PublicUrl } from "./common.ts";
import { Currency, RequestAmount } from "./money.ts";
import { VipTier } from "./user.ts";

/**
 * Friends: finding a player of the same tenant, friend requests (sent, approved, rejected,
 * cancelled: SPEC §4), the friend list, and transfers from the main wallet to a friend's. A player
 * is named by their public member UID (8 digits, `User.uuid`), never by an internal id; answers
 * about other players hold only their public card, never a phone number or a real name.
 */

// ---------- limits ----------

/** Pending friend requests a player may have sent and not yet seen decided. */
export const maxPendingOutgoing = 50;
/** Friends a player may have. */
export const maxFriends = 500;
/** Requests each direction of getRequests lists at most (newest first). */
export const maxListedRequests = 100;
/** How long a decided (approved, rejected, cancelled) request stays in getRequests, in days. */
export const decidedRequestDays = 7;

// ---------- players ----------

/** A public member UID: 8 digits. */
export const memberUidPattern = /^\d{8}$/;
export const MemberUid = type(memberUidPattern);

/**
 * What anyone of the tenant may see of a player: the UID, the nickname, the username masked
 * ("ai****88"), the avatar and the VIP tier. Screens show `nickname ?? username`.
 */
export const PlayerCard = type({
  member_uid: MemberUid,
  nickname: "string | null",
  /** The username with its middle masked. */
  username: "string",
  avatar: PublicUrl.or("null"),
  vip_tier: VipTier,
});
export type PlayerCard = typeof PlayerCard.infer;

/** How a found player stands to the caller. */
export const friendRelations = ["self", "none", "friend", "request_sent", "request_received"] as const;
export const FriendRelation = type.enumerated(...friendRelations);
export type FriendRelation = typeof FriendRelation.infer;

/**
 * GET /friend/search?keyword=: a member UID or a phone number in any form the phone helper reads
 * ("0123456789", "+60 12-345 6789", "60123456789"). An empty keyword is refused with
 * "User ID is required"; nobody found (or a player of another tenant) is "User not found".
 */
export const FriendSearchQuery = type({ keyword: "string <= 32" });
export type FriendSearchQuery = typeof FriendSearchQuery.infer;

/** The found player and where the caller stands: the pending request's id when there is one. */
export const FriendSearchResult = type({
  player: PlayerCard,
  relation: FriendRelation,
  request_id: "string | null",
});
export type FriendSearchResult = typeof FriendSearchResult.infer;

// ---------- requests ----------

export const friendRequestStatuses = ["pending", "approved", "rejected", "cancelled"] as const;
export const FriendRequestStatus = type.enumerated(...friendRequestStatuses);
export type FriendRequestStatus = typeof FriendRequestStatus.infer;

/** A request id (a UUID). */
export const FriendRequestId = type(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

export const SendFriendRequestBody = type({ member_uid: MemberUid });
export type SendFriendRequestBody = typeof SendFriendRequestBody.infer;

/**
 * A friend request as one side sees it: `direction` says who sent it (outgoing: the caller),
 * `player` is the other side. The receiver approves or rejects; the sender cancels while pending.
 */
export const FriendRequest = type({
  _id: "string",
  direction: "'incoming' | 'outgoing'",
  status: FriendRequestStatus,
  player: PlayerCard,
  created_at: "string",
  /** When it was approved, rejected or cancelled; null while pending. */
  decided_at: "string | null",
});
export type FriendRequest = typeof FriendRequest.infer;

/**
 * GET /friend/getRequests: the pending requests both ways and those decided in the last
 * `decidedRequestDays` days (so each side sees "rejected" or "cancelled"), newest first, at most
 * `maxListedRequests` each way.
 */
export const FriendRequestList = type({
  incoming: FriendRequest.array(),
  outgoing: FriendRequest.array(),
});
export type FriendRequestList = typeof FriendRequestList.infer;

/** What the caller may do with a request now (the screens ask this; the server enforces the same). */
export function friendRequestActions(request: Pick<FriendRequest, "direction" | "status">): {
  approve: boolean;
  reject: boolean;
  cancel: boolean;
} {
  const pending = request.status === "pending";
  return {
    approve: pending && request.direction === "incoming",
    reject: pending && request.direction === "incoming",
    cancel: pending && request.direction === "outgoing",
  };
}

// ---------- friends ----------

/** A friend: their card and since when. */
export const Friend = PlayerCard.merge({ since: "string" });
export type Friend = typeof Friend.infer;

/** GET /friend/getFriends: every friend (at most `maxFriends`), newest friendship first. */
export const FriendList = type({
  items: Friend.array(),
  total: "number.integer",
  max: "number.integer",
});
export type FriendList = typeof FriendList.infer;

// ---------- transfer to a friend ----------

/**
 * POST /friend/transfer: from the caller's main wallet to a friend's, in the caller's currency,
 * whole units (SPEC §5), within the tenant's per-transfer and daily limits; PIN required;
 * idempotent by `idempotency_key` (a retry answers the first Transaction).
 */
export const FriendTransferBody = type({
  member_uid: MemberUid,
  amount: RequestAmount,
  pin: Pin,
  idempotency_key: /^[A-Za-z0-9_-]{16,64}$/,
});
export type FriendTransferBody = typeof FriendTransferBody.infer;

/**
 * GET /friend/transferInfo: the PIN's state and the caller's limits in their currency (minor
 * units): per transfer, today's total (GMT+8 day) and what is left of it, and the balance.
 */
export const FriendTransferInfo = type({
  has_pin: "boolean",
  pin_locked_until: "string | null",
  currency: Currency,
  min: MinorUnits.atLeast(1),
  max: MinorUnits.atLeast(1),
  daily_max: MinorUnits.atLeast(0),
  daily_used: MinorUnits.atLeast(0),
  /** daily_max - daily_used, never below 0. */
  daily_left: MinorUnits.atLeast(0),
  /** The main wallet's balance, never below 0. */
  available: MinorUnits.atLeast(0),
});
export type FriendTransferInfo = typeof FriendTransferInfo.infer;

/** Why a transfer cannot be made now, as the server's message key (the same checks, the same order). */
export type FriendTransferRefusal = "Daily transfer limit reached" | "Insufficient balance";

/** The rules of a transfer beyond its per-transfer limits: today's total, then the balance. */
export function friendTransferRefusal(
  amount: number,
  today: Pick<FriendTransferInfo, "daily_left" | "available">,
): FriendTransferRefusal | null {
  if (amount > today.daily_left) return "Daily transfer limit reached";
  if (amount > today.available) return "Insufficient balance";
  return null;
}
