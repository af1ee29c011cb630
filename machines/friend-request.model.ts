import type { FriendRequestInput, OtherRelation } from "./friend-request.machine.ts";
import { friendRequestMachine } from "./friend-request.machine.ts";
import { apiError } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";

/** The other player's member UID. */
const friendId = "10000002";

const sync = (relation: OtherRelation) => ({ type: "friendRequest.sync", relation });
/** A move the server refused because the other side acted first, and one that got no answer. */
const refusedAndLost = (actor: string) => [
  { type: `xstate.error.actor.${actor}`, error: apiError(409, "Friend request is no longer pending") },
  { type: `xstate.error.actor.${actor}`, error: apiError(0, "Error Encountered") },
];

const events: PathModel["events"] = {
  "friendRequest.sync": [sync("none"), sync("request_received"), sync("friend")],
  "xstate.done.actor.sendRequest": [{ type: "xstate.done.actor.sendRequest", output: null }],
  "xstate.error.actor.sendRequest": refusedAndLost("sendRequest"),
  "xstate.done.actor.cancelRequest": [{ type: "xstate.done.actor.cancelRequest", output: null }],
  "xstate.error.actor.cancelRequest": refusedAndLost("cancelRequest"),
  "xstate.done.actor.approveRequest": [{ type: "xstate.done.actor.approveRequest", output: null }],
  "xstate.error.actor.approveRequest": refusedAndLost("approveRequest"),
  "xstate.done.actor.rejectRequest": [{ type: "xstate.done.actor.rejectRequest", output: null }],
  "xstate.error.actor.rejectRequest": refusedAndLost("rejectRequest"),
  "xstate.done.actor.removeFriend": [{ type: "xstate.done.actor.removeFriend", output: null }],
  "xstate.error.actor.removeFriend": refusedAndLost("removeFriend"),
  "xstate.done.actor.readRelation": [{ type: "xstate.done.actor.readRelation", output: "request_sent" }],
  "xstate.error.actor.readRelation": [
    { type: "xstate.error.actor.readRelation", error: apiError(0, "Error Encountered") },
  ],
};

const contextKey: PathModel["contextKey"] = (context) => ({
  relation: context.relation,
  move: context.move,
});

const model = (name: string, relation: OtherRelation): PathModel => ({
  name,
  machine: friendRequestMachine,
  input: { friendId, relation } satisfies FriendRequestInput,
  contextKey,
  events,
});

/** The player found someone they have nothing with yet: send, cancel, and what the other side may do meanwhile. */
export const friendRequestModel = model("friend-request", "none");
/** The other player's request waits for this one: approve or reject, each confirmed. */
export const friendRequestReceivedModel = model("friend-request (received)", "request_received");
/** Friends: remove, confirmed. */
export const friendRequestFriendModel = model("friend-request (friends)", "friend");
