import { assign, fromPromise, setup } from "xstate";
import type { FriendRelation } from "../src/api/contract/friends.ts";
import { errorCode, type FlowError, isUnknownOutcome } from "./errors.ts";

/** A change the player makes to the relation; each goes to the server through its own provided actor. */
export type FriendMove = "send" | "cancel" | "approve" | "reject" | "remove";

/**
 * How the player stands with another player (the contract's relation, as the search and the lists report it)
 * and the pending request's id when there is one. With oneself there is nothing to do: the screen says
 * "That's you" and runs no machine.
 */
export type OtherRelation = Exclude<FriendRelation, "self">;
export type RelationInfo = { relation: OtherRelation; requestId: string | null };

/** `friendId`: the other player's public member UID (8 digits), what every friend path names them by. */
export type FriendRequestInput = RelationInfo & { friendId: string };

/** What every move actor is given: whom it is about and the pending request (approve, reject, cancel). */
export type FriendMoveInput = { friendId: string; requestId: string | null };

export type FriendRequestContext = {
  friendId: string;
  relation: OtherRelation;
  requestId: string | null;
  /** The move under way, or the last one tried: a retry after an unknown outcome sends it again. */
  move: FriendMove | null;
  /** The last move the server confirmed (the screen says "Request sent", "Request declined"...). */
  done: FriendMove | null;
  error: FlowError | null;
};

export type FriendRequestEvent =
  | { type: "friendRequest.send" }
  | { type: "friendRequest.cancel" }
  | { type: "friendRequest.approve" }
  | { type: "friendRequest.reject" }
  | { type: "friendRequest.remove" }
  | { type: "friendRequest.confirm" }
  | { type: "friendRequest.dismiss" }
  | { type: "friendRequest.retry" }
  /** The lists or the search were read again (a live update, the other side acted): the relation they report. */
  | ({ type: "friendRequest.sync" } & RelationInfo);

const moveActor = (name: string) =>
  fromPromise<unknown, FriendMoveInput>(async () => {
    throw new Error(`${name} not provided`);
  });

const moveInput = ({ context }: { context: FriendRequestContext }): FriendMoveInput => ({
  friendId: context.friendId,
  requestId: context.requestId,
});

/**
 * What a move's answer does: confirmed → the new relation; an unknown outcome → `failed`; a refusal → read again.
 * `done` describes the confirmed move for the visualiser.
 */
function moveOutcome(relation: OtherRelation, target: string, done: string) {
  return {
    onDone: {
      target,
      description: done,
      actions: [{ type: "rememberDone", params: { relation } } as const, "refreshFriends" as const],
    },
    onError: [
      {
        guard: "isUnknownOutcome" as const,
        description:
          'The network fails or the server faults without saying whether it was done: "Try again" sends the same move again.',
        target: "#friendRequest.idle.failed",
        actions: "rememberError" as const,
      },
      {
        description:
          "Otherwise the server refuses (no longer pending, already friends, the other side acted first): the relation is read again.",
        target: "#friendRequest.reading",
        actions: ["forgetMove" as const, "rememberError" as const],
      },
    ],
  };
}

/** The retry of a move whose outcome is unknown: the same move again, `what` says which for the visualiser. */
function retryOf(move: FriendMove, target: string, what: string) {
  return {
    guard: { type: "isFailedMove" as const, params: { move } },
    target,
    description: `The player taps "Try again" after an unconfirmed ${what}.`,
  };
}

/**
 * The relation between the player and one other player, and the moves on it from both sides: the player
 * sends a request and may cancel it while it is pending; the receiver approves or rejects it, each after a
 * confirmation (SPEC §6: "Accept {name} as a friend?", "Decline {name}'s friend request?"); friends may
 * remove each other, confirmed too. It starts from the relation the search or a list reported (`input`);
 * the requests go through the provided actors (`sendRequest`…`removeFriend`), and `readRelation` reads the
 * relation again after a refusal. A refusal is kept as its error code and lands on the relation the server
 * now reports; an answer that does not say whether the move was made offers the same move again. While
 * nothing runs, a newer relation from the lists (`friendRequest.sync`) replaces the one shown.
 */
export const friendRequestMachine = setup({
  types: {
    context: {} as FriendRequestContext,
    events: {} as FriendRequestEvent,
    input: {} as FriendRequestInput,
    children: {} as {
      sendRequest: "sendRequest";
      cancelRequest: "cancelRequest";
      approveRequest: "approveRequest";
      rejectRequest: "rejectRequest";
      removeFriend: "removeFriend";
      readRelation: "readRelation";
    },
  },
  actors: {
    /** Answers the request it made (its id is what a cancel names). */
    sendRequest: fromPromise<{ _id: string }, FriendMoveInput>(async () => {
      throw new Error("sendRequest not provided");
    }),
    cancelRequest: moveActor("cancelRequest"),
    approveRequest: moveActor("approveRequest"),
    rejectRequest: moveActor("rejectRequest"),
    removeFriend: moveActor("removeFriend"),
    readRelation: fromPromise<RelationInfo, FriendMoveInput>(async () => {
      throw new Error("readRelation not provided");
    }),
  },
  guards: {
    isFriend: ({ context }) => context.relation === "friend",
    isRequestSent: ({ context }) => context.relation === "request_sent",
    isRequestReceived: ({ context }) => context.relation === "request_received",
    hasRelationChanged: ({ context, event }) =>
      event.type === "friendRequest.sync" &&
      (event.relation !== context.relation || event.requestId !== context.requestId),
    isUnknownOutcome: ({ event }) => "error" in event && isUnknownOutcome(event.error),
    isFailedMove: ({ context }, params: { move: FriendMove }) => context.move === params.move,
  },
  actions: {
    /** The friends lists are server state: tell the query cache the relation changed. */
    refreshFriends: () => {},
    startMove: assign((_, params: { move: FriendMove }) => ({ move: params.move, done: null, error: null })),
    rememberDone: assign(({ context, event }, params: { relation: OtherRelation }) => ({
      relation: params.relation,
      // a sent request is named by its id from now on; every other move leaves none pending
      requestId:
        params.relation === "request_sent" ? ((event as { output?: { _id?: string } }).output?._id ?? null) : null,
      done: context.move,
      move: null,
      error: null,
    })),
    rememberError: assign({ error: ({ event }) => errorCode((event as { error?: unknown }).error) }),
    forgetMove: assign({ move: null }),
    forgetOutcome: assign({ done: null, error: null }),
  },
}).createMachine({
  id: "friendRequest",
  description:
    "How the player stands with another player (none, request sent or received, friends) and the moves on it: send, cancel, approve, reject, remove.",
  context: ({ input }) => ({
    friendId: input.friendId,
    relation: input.relation,
    requestId: input.requestId,
    move: null,
    done: null,
    error: null,
  }),
  initial: "routing",
  states: {
    routing: {
      description: "Decides at once which relation to show from the one the search, a list or the server reported.",
      always: [
        { guard: "isFriend", target: "idle.friends", description: 'They are friends: "You are friends." shows.' },
        {
          guard: "isRequestSent",
          target: "idle.requestSent",
          description: 'The player\'s request is pending: it shows with "Cancel request".',
        },
        {
          guard: "isRequestReceived",
          target: "idle.requestReceived",
          description: "The other player's request is pending: it shows with Approve and Reject.",
        },
        {
          target: "idle.none",
          description: 'Otherwise they are not friends: "Send friend request" shows.',
        },
      ],
    },
    idle: {
      description: "Nothing runs: the relation as it stands, and the moves it offers.",
      on: {
        "friendRequest.sync": {
          guard: "hasRelationChanged",
          description:
            "The lists are read again (e.g. a live update) and report another relation (the other side acted): it replaces the one shown.",
          target: "routing",
          actions: assign(({ event }) => ({
            relation: event.relation,
            requestId: event.requestId,
            move: null,
            done: null,
            error: null,
          })),
        },
      },
      initial: "none",
      states: {
        none: {
          description: "Not friends, nothing pending: the player may send a request.",
          on: {
            "friendRequest.send": {
              target: "#friendRequest.sending",
              description: 'The player taps "Send friend request": it is sent.',
              actions: { type: "startMove", params: { move: "send" } },
            },
          },
        },
        requestSent: {
          description: "The player's request waits for the other side; the player may cancel it.",
          on: {
            "friendRequest.cancel": {
              target: "#friendRequest.cancelling",
              description: 'The player taps "Cancel request": the pending request is withdrawn.',
              actions: { type: "startMove", params: { move: "cancel" } },
            },
          },
        },
        requestReceived: {
          description: "The other player's request waits for this player: approve or reject, each confirmed.",
          on: {
            "friendRequest.approve": {
              target: "approvalConfirmation",
              description: "The player taps Approve: the player is asked to confirm.",
              actions: "forgetOutcome",
            },
            "friendRequest.reject": {
              target: "rejectionConfirmation",
              description: "The player taps Reject: the player is asked to confirm.",
              actions: "forgetOutcome",
            },
          },
        },
        approvalConfirmation: {
          description: '“Accept {name} as a friend?” with Accept and "Go back".',
          on: {
            "friendRequest.confirm": {
              target: "#friendRequest.approving",
              description: "The player taps Accept: the request is approved.",
              actions: { type: "startMove", params: { move: "approve" } },
            },
            "friendRequest.dismiss": {
              target: "requestReceived",
              description: 'The player taps "Go back": the request stays pending.',
            },
          },
        },
        rejectionConfirmation: {
          description: '“Decline {name}\'s friend request?” with Decline and "Go back".',
          on: {
            "friendRequest.confirm": {
              target: "#friendRequest.rejecting",
              description: "The player taps Decline: the request is rejected.",
              actions: { type: "startMove", params: { move: "reject" } },
            },
            "friendRequest.dismiss": {
              target: "requestReceived",
              description: 'The player taps "Go back": the request stays pending.',
            },
          },
        },
        friends: {
          description: "Friends: money and messages may go between them; either may remove the other, confirmed.",
          on: {
            "friendRequest.remove": {
              target: "removalConfirmation",
              description: 'The player taps "Remove friend": the player is asked to confirm.',
              actions: "forgetOutcome",
            },
          },
        },
        removalConfirmation: {
          description: '“Remove {name} from your friends?” with Remove and "Go back".',
          on: {
            "friendRequest.confirm": {
              target: "#friendRequest.removing",
              description: "The player taps Remove: the friendship is ended.",
              actions: { type: "startMove", params: { move: "remove" } },
            },
            "friendRequest.dismiss": {
              target: "friends",
              description: 'The player taps "Go back": they stay friends.',
            },
          },
        },
        failed: {
          description:
            '“We could not confirm that it was done.” A move got no answer that says whether it was made: "Try again" sends it again.',
          on: {
            "friendRequest.retry": [
              retryOf("send", "#friendRequest.sending", "send: the request is sent again"),
              retryOf("cancel", "#friendRequest.cancelling", "cancel: it is cancelled again"),
              retryOf("approve", "#friendRequest.approving", "approval: it is approved again"),
              retryOf("reject", "#friendRequest.rejecting", "rejection: it is rejected again"),
              retryOf("remove", "#friendRequest.removing", "removal: the friend is removed again"),
            ],
          },
        },
        readFailed: {
          description: 'The relation could not be read again: the refusal shows with a "Try again" button.',
          on: {
            "friendRequest.retry": {
              target: "#friendRequest.reading",
              description: 'The player taps "Try again": the relation is read again.',
            },
          },
        },
      },
    },
    sending: {
      description: "The friend request is on its way to the server; the button is busy.",
      invoke: {
        id: "sendRequest",
        src: "sendRequest",
        input: moveInput,
        ...moveOutcome(
          "request_sent",
          "idle.requestSent",
          'The server records the request: "Friend request sent." and it waits for the other side.',
        ),
      },
    },
    cancelling: {
      description: "The cancellation of the player's request is on its way to the server; the button is busy.",
      invoke: {
        id: "cancelRequest",
        src: "cancelRequest",
        input: moveInput,
        ...moveOutcome("none", "idle.none", 'The server withdraws the request: "Friend request cancelled."'),
      },
    },
    approving: {
      description: "The approval is on its way to the server; the button is busy.",
      invoke: {
        id: "approveRequest",
        src: "approveRequest",
        input: moveInput,
        ...moveOutcome("friend", "idle.friends", 'The server approves the request: "You are now friends."'),
      },
    },
    rejecting: {
      description: "The rejection is on its way to the server; the button is busy.",
      invoke: {
        id: "rejectRequest",
        src: "rejectRequest",
        input: moveInput,
        ...moveOutcome("none", "idle.none", 'The server rejects the request: "Friend request declined."'),
      },
    },
    removing: {
      description: "The removal of the friend is on its way to the server; the button is busy.",
      invoke: {
        id: "removeFriend",
        src: "removeFriend",
        input: moveInput,
        ...moveOutcome("none", "idle.none", 'The server ends the friendship: "Removed from your friends."'),
      },
    },
    reading: {
      description: "After a refusal: the relation is read again; the refusal stays to be shown with it.",
      invoke: {
        id: "readRelation",
        src: "readRelation",
        input: moveInput,
        onDone: {
          target: "routing",
          description: "The server answers with the relation as it now stands: it shows with the refusal.",
          actions: [
            assign({
              relation: ({ event }) => event.output.relation,
              requestId: ({ event }) => event.output.requestId,
            }),
            "refreshFriends",
          ],
        },
        onError: {
          target: "idle.readFailed",
          description: 'The relation cannot be read (server error or no network): the message shows with "Try again".',
          actions: assign({ error: ({ event }) => errorCode(event.error) }),
        },
      },
    },
  },
});
