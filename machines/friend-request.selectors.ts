import type { SnapshotFrom } from "xstate";
import type { FriendMove, friendRequestMachine } from "./friend-request.machine.ts";

type FriendRequestSnapshot = SnapshotFrom<typeof friendRequestMachine>;

/** What a relation card shows: the relation's actions, a confirmation, a move under way, or a failure. */
export type FriendRequestStep =
  | "none"
  | "requestSent"
  | "requestReceived"
  | "friends"
  | "confirmApprove"
  | "confirmReject"
  | "confirmRemove"
  | "working"
  | "failed"
  | "readFailed";

export function selectFriendRequestStep(snapshot: FriendRequestSnapshot): FriendRequestStep {
  if (snapshot.matches({ idle: "none" })) return "none";
  if (snapshot.matches({ idle: "requestSent" })) return "requestSent";
  if (snapshot.matches({ idle: "requestReceived" })) return "requestReceived";
  if (snapshot.matches({ idle: "friends" })) return "friends";
  if (snapshot.matches({ idle: "approvalConfirmation" })) return "confirmApprove";
  if (snapshot.matches({ idle: "rejectionConfirmation" })) return "confirmReject";
  if (snapshot.matches({ idle: "removalConfirmation" })) return "confirmRemove";
  if (snapshot.matches({ idle: "failed" })) return "failed";
  if (snapshot.matches({ idle: "readFailed" })) return "readFailed";
  return "working";
}

/** The move on its way to the server (its button shows busy), or null. */
export function selectMoveUnderWay(snapshot: FriendRequestSnapshot): FriendMove | null {
  if (snapshot.matches("idle")) return null;
  return snapshot.context.move;
}

/** The relation is being read again after a refusal. */
export const selectIsReading = (snapshot: FriendRequestSnapshot): boolean => snapshot.matches("reading");
