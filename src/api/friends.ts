import { queryOptions } from "@tanstack/react-query";
import { request } from "./client.ts";
import type { FriendTransferBody, SendFriendRequestBody } from "./contract/friends.ts";

const friend = "/api/player/friend";
const segment = encodeURIComponent;

/** A player of the tenant by member UID or phone number, with where the caller stands to them. */
export const searchPlayer = (keyword: string) =>
  request("FriendSearchResult", `${friend}/search`, { query: { keyword } });
export const sendFriendRequest = (body: SendFriendRequestBody) =>
  request("FriendRequest", `${friend}/sendRequest`, { method: "POST", body });
/** The receiver approves or rejects; the sender cancels while pending. */
export const approveFriendRequest = (requestId: string) =>
  request("FriendRequest", `${friend}/approve/${segment(requestId)}`, { method: "POST" });
export const rejectFriendRequest = (requestId: string) =>
  request("FriendRequest", `${friend}/reject/${segment(requestId)}`, { method: "POST" });
export const cancelFriendRequest = (requestId: string) =>
  request("FriendRequest", `${friend}/cancel/${segment(requestId)}`, { method: "POST" });
export const getFriends = () => request("FriendList", `${friend}/getFriends`);
/** Pending requests both ways and the ones decided in the last days. */
export const getFriendRequests = () => request("FriendRequestList", `${friend}/getRequests`);
/** A friend's card (404 "This player is not your friend" otherwise). */
export const getFriend = (memberUid: string) => request("Friend", `${friend}/getFriend/${segment(memberUid)}`);
export const removeFriend = (memberUid: string) =>
  request("Ok", `${friend}/remove/${segment(memberUid)}`, { method: "DELETE" });
/** Main wallet → a friend's main wallet; answers the caller's side of the transfer. */
export const transferToFriend = (body: FriendTransferBody) =>
  request("Transaction", `${friend}/transfer`, { method: "POST", body });
/** The PIN's state, the per-transfer and daily limits and what is left of today's. */
export const getFriendTransferInfo = () => request("FriendTransferInfo", `${friend}/transferInfo`);

/**
 * Query keys: a `friend` event invalidates `friendKeys.all` (lists, requests, cards, searches);
 * a friend transfer invalidates `friendKeys.transferInfo()`.
 */
export const friendKeys = {
  all: ["friends"] as const,
  list: () => [...friendKeys.all, "list"] as const,
  friend: (memberUid: string) => [...friendKeys.all, "friend", memberUid] as const,
  requests: () => [...friendKeys.all, "requests"] as const,
  search: (keyword: string) => [...friendKeys.all, "search", keyword] as const,
  transferInfo: () => [...friendKeys.all, "transferInfo"] as const,
};

export const friendsQuery = () => queryOptions({ queryKey: friendKeys.list(), queryFn: getFriends });
export const friendRequestsQuery = () => queryOptions({ queryKey: friendKeys.requests(), queryFn: getFriendRequests });
export const friendQuery = (memberUid: string) =>
  queryOptions({ queryKey: friendKeys.friend(memberUid), queryFn: () => getFriend(memberUid) });
/** A search answer; run it only for a non-empty keyword (an empty one is refused "User ID is required"). */
export const playerSearchQuery = (keyword: string) =>
  queryOptions({ queryKey: friendKeys.search(keyword), queryFn: () => searchPlayer(keyword), staleTime: 0 });
/** Read fresh each time the transfer screen opens: today's total moves with every transfer. */
export const friendTransferInfoQuery = () =>
  queryOptions({ queryKey: friendKeys.transferInfo(), queryFn: getFriendTransferInfo, staleTime: 0 });
