import { assign, fromPromise, setup } from "xstate";
import type {
  CheckInClaim,
  CheckInClaimAnswer,
  CheckInStatus,
  ClaimCheckInBody,
} from "../src/api/contract/check-in.ts";
import { errorCode, type FlowError, isUnknownOutcome } from "./errors.ts";
import { keyOnSubmitting } from "./idempotency.ts";

export type CheckInContext = {
  /** Today's status as the server last answered it. */
  status: CheckInStatus | null;
  /** What the player's claim won (shown until the day turns). */
  won: CheckInClaim | null;
  /** The claim's idempotency key: made when claiming starts, kept for a retry after an unknown outcome. */
  idempotencyKey: string | null;
  error: FlowError | null;
};

export type CheckInEvent = { type: "checkIn.claim" } | { type: "checkIn.retry" };

/** A little past the reset, so the server's day has surely turned when the status is read again. */
const RESET_MARGIN_MS = 1000;

/**
 * The daily check-in screen: the status is read (`loadCheckIn`), then today is either claimable or claimed.
 * A claim goes to the server once per press with an idempotency key (`claimCheckIn`); an answer that does not
 * say whether it was made (no connection, a server fault) offers a retry with the same key, so a retry never
 * claims twice; a refusal ("Already checked in today": another tab or device was first) reads the status again
 * and keeps the refusal to show. While the screen is open, the named delay `untilReset` (the time to the next
 * 00:00 GMT+8 the server reported, on the server's clock) reads the status again when the day turns: today's
 * claim opens without a reload.
 */
export const checkInMachine = setup({
  types: {
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
    children: {} as { loadCheckIn: "loadCheckIn"; claimCheckIn: "claimCheckIn" },
  },
  actors: {
    loadCheckIn: fromPromise<CheckInStatus, void>(async () => {
      throw new Error("loadCheckIn not provided");
    }),
    claimCheckIn: fromPromise<CheckInClaimAnswer, ClaimCheckInBody>(async () => {
      throw new Error("claimCheckIn not provided");
    }),
  },
  guards: {
    isClaimedToday: ({ context }) => context.status?.claimed_today === true,
    isUnknownOutcome: ({ event }) => "error" in event && isUnknownOutcome(event.error),
  },
  actions: {
    /** The player's points and balance are server state: the user card and the wallet are read again. */
    refreshPlayer: () => {},
    rememberError: assign({ error: ({ event }) => errorCode((event as { error?: unknown }).error) }),
    startClaim: assign(({ context }) => ({ ...keyOnSubmitting(context), error: null })),
  },
  delays: {
    /** Until the next 00:00 GMT+8, as the server counted it when it answered. */
    untilReset: ({ context }) => (context.status?.ms_to_reset ?? 0) + RESET_MARGIN_MS,
  },
}).createMachine({
  id: "checkIn",
  description:
    "The daily check-in: the player claims one reward a day (the day turns at 00:00 GMT+8); a missed day starts the cycle again.",
  context: { status: null, won: null, idempotencyKey: null, error: null },
  initial: "loading",
  states: {
    loading: {
      description: "Today's status is read (streak, the cycle's calendar, claimed or not); a skeleton shows meanwhile.",
      invoke: {
        id: "loadCheckIn",
        src: "loadCheckIn",
        onDone: {
          target: "ready",
          description: "The server answers with today's status: the calendar shows; a reward won today stays shown.",
          actions: assign(({ context, event }) => ({
            status: event.output,
            // what was won stays shown only on the day it was won
            won: context.won && context.won.day === event.output.today ? context.won : null,
          })),
        },
        onError: {
          target: "loadFailed",
          description: 'The status cannot be read (server error or no network): "Failed to load" shows.',
          actions: "rememberError",
        },
      },
    },
    loadFailed: {
      description: 'The status could not be read: "Failed to load" with a "Try again" button.',
      on: {
        "checkIn.retry": {
          target: "loading",
          description: 'The player taps "Try again": the status is read again.',
          actions: assign({ error: null }),
        },
      },
    },
    ready: {
      description: "The calendar as it stands today; at the next 00:00 GMT+8 it is read again.",
      after: {
        untilReset: {
          target: "loading",
          description:
            "The day turns (00:00 GMT+8, the time the server reported, plus 1 s): the status is read again and today's claim opens.",
          actions: assign({ error: null }),
        },
      },
      initial: "routing",
      states: {
        routing: {
          description: "Decides at once whether today's reward is already claimed.",
          always: [
            {
              guard: "isClaimedToday",
              target: "claimed",
              description: 'The server says today is claimed: "You have checked in today" shows.',
            },
            { target: "unclaimed", description: 'Otherwise today\'s reward can be claimed: "Check in" shows.' },
          ],
        },
        unclaimed: {
          description: 'Today\'s reward may be claimed: the "Check in" button shows.',
          on: {
            "checkIn.claim": {
              target: "#checkIn.claiming",
              description: 'The player taps "Check in": the claim is sent with a new idempotency key.',
              actions: "startClaim",
            },
          },
        },
        claimed: {
          description:
            'Today is claimed: "You have checked in today" and what was won; a countdown to the next claim at 00:00 GMT+8.',
        },
      },
    },
    claiming: {
      description: "Today's claim is with the server (its key kept for a retry); the button is busy.",
      invoke: {
        id: "claimCheckIn",
        src: "claimCheckIn",
        input: ({ context }) => ({ idempotency_key: context.idempotencyKey ?? "" }),
        onDone: {
          target: "ready",
          description: 'The server records the claim: "You won" shows the reward; points and wallet are read again.',
          actions: [
            assign(({ event }) => ({
              status: event.output.status,
              won: event.output.claim,
              idempotencyKey: null,
              error: null,
            })),
            "refreshPlayer",
          ],
        },
        onError: [
          {
            guard: "isUnknownOutcome",
            description:
              "The network fails or the server faults without saying whether it was claimed: the same claim (same key) may be sent again.",
            target: "failed",
            actions: "rememberError",
          },
          {
            description:
              "Otherwise the server refuses (e.g. already checked in today on another device): the status is read again, the refusal kept.",
            target: "refused",
            actions: ["rememberError", assign({ idempotencyKey: null })],
          },
        ],
      },
    },
    failed: {
      description: 'The claim got no answer that says whether it was made: "Try again" shows with the message.',
      on: {
        "checkIn.retry": {
          target: "claiming",
          description:
            'The player taps "Try again": the same claim is sent with the same key, so it never counts twice.',
          actions: "startClaim",
        },
      },
    },
    refused: {
      description: "The server refused the claim: today's status is read again; the refusal stays shown.",
      invoke: {
        id: "loadCheckIn",
        src: "loadCheckIn",
        onDone: {
          target: "ready",
          description:
            "The server answers with today's status: it shows with the refusal; points and wallet are read again.",
          actions: [assign({ status: ({ event }) => event.output }), "refreshPlayer"],
        },
        onError: {
          target: "loadFailed",
          description: 'The status cannot be read (server error or no network): "Failed to load" shows.',
          actions: "rememberError",
        },
      },
    },
  },
});
