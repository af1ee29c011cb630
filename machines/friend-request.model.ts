import type { OtherRelation, RelationInfo } from "./friend-request.machine.ts";
import { friendRequestMachine } from "./friend-request.machine.ts";
import { apiError } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";

/** The other player's member UID, and the ids of a request the player sent and one they received. */
const friendId = "10000002";
const sentId = "0b9e6c1e-0000-4000-8000-000000000041";
const receivedId = "0b9e6c1e-0000-4000-8000-000000000042";

const relation = (value: OtherRelation): RelationInfo => ({
  relation: value,
  requestId: value === "request_sent" ? sentId : value === "request_received" ? receivedId : null,
});

/**
 * Each move refused as the server refuses it when the other side acted first, and lost to the network.
 * After a refusal the relation is read again: what the other side's move left (none, their own request,
 * friends). Meanwhile the lists may report the other side's moves (`friendRequest.sync`).
 */
const moveErrors = (actor: string, refusal: string, refused: string) => ({
  [refused]: { type: `xstate.error.actor.${actor}`, error: apiError(409, refusal) },
  "network down": { type: `xstate.error.actor.${actor}`, error: apiError(0, "Error Encountered") },
});

/** Each relation by the words a player would use for it. */
const relations = {
  none: "nothing between them",
  request_sent: "player's request pending",
  request_received: "their request pending",
  friend: "friends",
} as const satisfies Record<OtherRelation, string>;

const byRelation = (type: string, values: OtherRelation[], event: (value: OtherRelation) => object) =>
  Object.fromEntries(values.map((value) => [relations[value], { type, ...event(value) }]));

const events: PathModel["events"] = {
  "friendRequest.sync": byRelation(
    "friendRequest.sync",
    ["none", "request_sent", "request_received", "friend"],
    (value) => relation(value),
  ),
  "xstate.done.actor.sendRequest": { sent: { type: "xstate.done.actor.sendRequest", output: { _id: sentId } } },
  "xstate.error.actor.sendRequest": moveErrors(
    "sendRequest",
    "This player has already sent you a friend request",
    "they asked first",
  ),
  "xstate.done.actor.cancelRequest": { cancelled: { type: "xstate.done.actor.cancelRequest", output: null } },
  "xstate.error.actor.cancelRequest": moveErrors(
    "cancelRequest",
    "This friend request is no longer pending",
    "no longer pending",
  ),
  "xstate.done.actor.approveRequest": { approved: { type: "xstate.done.actor.approveRequest", output: null } },
  "xstate.error.actor.approveRequest": moveErrors(
    "approveRequest",
    "This friend request is no longer pending",
    "no longer pending",
  ),
  "xstate.done.actor.rejectRequest": { rejected: { type: "xstate.done.actor.rejectRequest", output: null } },
  "xstate.error.actor.rejectRequest": moveErrors(
    "rejectRequest",
    "This friend request is no longer pending",
    "no longer pending",
  ),
  "xstate.done.actor.removeFriend": { removed: { type: "xstate.done.actor.removeFriend", output: null } },
  "xstate.error.actor.removeFriend": moveErrors("removeFriend", "This player is not your friend", "not friends"),
  "xstate.done.actor.readRelation": byRelation(
    "xstate.done.actor.readRelation",
    ["none", "request_received", "friend"],
    (value) => ({ output: relation(value) }),
  ),
  "xstate.error.actor.readRelation": {
    "network down": { type: "xstate.error.actor.readRelation", error: apiError(0, "Error Encountered") },
  },
};

/** The player found someone they have nothing with yet: every relation and move is reached from here. */
export const friendRequestModel: PathModel = {
  name: "friend-request",
  machine: friendRequestMachine,
  input: { friendId, ...relation("none") },
  contextKey: (context) => ({ relation: context.relation, move: context.move }),
  events,
};
