import type { QueryClient } from "@tanstack/react-query";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { fromPromise } from "xstate";
import {
  type FriendMoveInput,
  type FriendRequestInput,
  friendRequestMachine,
  type RelationInfo,
} from "../../machines/friend-request.machine.ts";
import { ApiError } from "../api/client.ts";
import type { FriendList, FriendRequestList, FriendSearchResult } from "../api/contract/friends.ts";
import {
  approveFriendRequest,
  cancelFriendRequest,
  friendKeys,
  friendRequestsQuery,
  friendsQuery,
  playerSearchQuery,
  rejectFriendRequest,
  removeFriend,
  sendFriendRequest,
} from "../api/friends.ts";
import { useFlow } from "./use-flow.ts";

/** The relation a search answer reports, for a machine (null for the player themself: no machine runs). */
export function relationInfoOf(result: Pick<FriendSearchResult, "relation" | "request_id">): RelationInfo | null {
  if (result.relation === "self") return null;
  return { relation: result.relation, requestId: result.request_id };
}

/**
 * How the player stands with `memberUid` as the friend list and the requests list report it: a friend, a
 * pending request either way (with its id), or nothing; null until both lists are read.
 */
export function relationFromLists(
  memberUid: string,
  friends: FriendList | undefined,
  requests: FriendRequestList | undefined,
): RelationInfo | null {
  if (!friends || !requests) return null;
  if (friends.items.some((friend) => friend.member_uid === memberUid)) return { relation: "friend", requestId: null };
  const pending = (list: FriendRequestList["incoming"]) =>
    list.find((request) => request.status === "pending" && request.player.member_uid === memberUid);
  const sent = pending(requests.outgoing);
  if (sent) return { relation: "request_sent", requestId: sent._id };
  const received = pending(requests.incoming);
  if (received) return { relation: "request_received", requestId: received._id };
  return { relation: "none", requestId: null };
}

/** A pending request's id; without one the server could only answer that there is no such request. */
function requestIdOf(input: FriendMoveInput): string {
  if (!input.requestId) throw new ApiError(404, "Friend request not found");
  return input.requestId;
}

/**
 * The friend-request machine wired to the friends API: each move its endpoint, the relation read again
 * through the search (by member UID), and every friends query (lists, cards, searches) marked stale after a
 * move, so the lists and the other screens show it.
 */
export function friendRequestLogic(queryClient: QueryClient) {
  return friendRequestMachine.provide({
    actors: {
      sendRequest: fromPromise(({ input }) => sendFriendRequest({ member_uid: input.friendId })),
      cancelRequest: fromPromise(({ input }) => cancelFriendRequest(requestIdOf(input))),
      approveRequest: fromPromise(({ input }) => approveFriendRequest(requestIdOf(input))),
      rejectRequest: fromPromise(({ input }) => rejectFriendRequest(requestIdOf(input))),
      removeFriend: fromPromise(({ input }) => removeFriend(input.friendId)),
      readRelation: fromPromise(async ({ input }) => {
        const result = await queryClient.fetchQuery({ ...playerSearchQuery(input.friendId), staleTime: 0 });
        return relationInfoOf(result) ?? { relation: "none" as const, requestId: null };
      }),
    },
    actions: { refreshFriends: () => void queryClient.invalidateQueries({ queryKey: friendKeys.all }) },
  });
}

/**
 * Runs the friend-request machine for one other player, from the relation the screen was given, and keeps it
 * up to date: whenever the friend list or the requests list is read again after the machine started (a live
 * `friend` event, the other side's move), the relation they report is sent as `friendRequest.sync` (the
 * machine takes it only while nothing runs and only when it differs).
 */
export function useFriendRequestFlow(input: FriendRequestInput) {
  const queryClient = useQueryClient();
  const logic = useMemo(() => friendRequestLogic(queryClient), [queryClient]);
  const flow = useFlow(logic, { input });
  const send = flow[1];
  const [startedAt] = useState(() => Date.now());
  const friends = useQuery(friendsQuery());
  const requests = useQuery(friendRequestsQuery());
  const fresh = friends.dataUpdatedAt >= startedAt && requests.dataUpdatedAt >= startedAt;
  const listed = fresh ? relationFromLists(input.friendId, friends.data, requests.data) : null;
  const relation = listed?.relation;
  const requestId = listed?.requestId;
  useEffect(() => {
    if (relation) send({ type: "friendRequest.sync", relation, requestId: requestId ?? null });
  }, [relation, requestId, send]);
  return flow;
}
