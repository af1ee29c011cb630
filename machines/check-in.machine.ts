import { assign, fromPromise, setup } from "xstate";
import type {
  CheckInClaim,
  CheckInClaimAnswer,
  CheckInStatus,
  ClaimCheckInBody,
} from "../src/api/contract/check-in.ts";
import { errorCode, type FlowError, isUnknownOutcome } from "./errors.ts";
import { newIdempotencyKey } from "./idempotency.ts";

export type CheckInContext = {
  /** Today's status as the server last answered it. */
  status: CheckInStatus | null;
  /** What the player's claim won (shown until the day turns). */
  won: CheckInClaim | null;
  /** The claim's idempotency key: made when claiming starts, kept for a retry after an unknown outcome. */
  key: string | null;
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
    startClaim: assign({ key: ({ context }) => context.key ?? newIdempotencyKey(), error: null }),
  },
  delays: {
    /** Until the next 00:00 GMT+8, as the server counted it when it answered. */
    untilReset: ({ context }) => (context.status?.ms_to_reset ?? 0) + RESET_MARGIN_MS,
  },
}).createMachine({
  id: "checkIn",
  context: { status: null, won: null, key: null, error: null },
  initial: "loading",
  states: {
    loading: {
      description: "Today's status is read: the streak, the cycle's calendar, claimed or not.",
      invoke: {
        id: "loadCheckIn",
        src: "loadCheckIn",
        onDone: {
          target: "ready",
          actions: assign(({ context, event }) => ({
            status: event.output,
            // what was won stays shown only on the day it was won
            won: context.won && context.won.day === event.output.today ? context.won : null,
          })),
        },
        onError: { target: "loadFailed", actions: "rememberError" },
      },
    },
    loadFailed: {
      description: "The status could not be read; the player may try again.",
      on: { "checkIn.retry": { target: "loading", actions: assign({ error: null }) } },
    },
    ready: {
      description: "The calendar as it stands today; at the next 00:00 GMT+8 it is read again.",
      after: { untilReset: { target: "loading", actions: assign({ error: null }) } },
      initial: "routing",
      states: {
        routing: {
          always: [{ guard: "isClaimedToday", target: "claimed" }, { target: "unclaimed" }],
        },
        unclaimed: {
          description: "Today's reward may be claimed.",
          on: { "checkIn.claim": { target: "#checkIn.claiming", actions: "startClaim" } },
        },
        claimed: {
          description: "Today is claimed; the next claim opens at 00:00 GMT+8.",
        },
      },
    },
    claiming: {
      description: "Today's claim is with the server (its key kept for a retry).",
      invoke: {
        id: "claimCheckIn",
        src: "claimCheckIn",
        input: ({ context }) => ({ idempotency_key: context.key ?? "" }),
        onDone: {
          target: "ready",
          actions: [
            assign(({ event }) => ({ status: event.output.status, won: event.output.claim, key: null, error: null })),
            "refreshPlayer",
          ],
        },
        onError: [
          {
            guard: "isUnknownOutcome",
            description: "No answer that says whether it was claimed: the same claim (same key) may be sent again.",
            target: "failed",
            actions: "rememberError",
          },
          {
            description: "Refused (already claimed today, elsewhere): the status is read again, the refusal kept.",
            target: "refused",
            actions: ["rememberError", assign({ key: null })],
          },
        ],
      },
    },
    failed: {
      description: "The claim got no answer that says whether it was made: retry with the same key.",
      on: { "checkIn.retry": { target: "claiming", actions: "startClaim" } },
    },
    refused: {
      description: "The server refused the claim: today's status is read again; the refusal stays shown.",
      invoke: {
        id: "loadCheckIn",
        src: "loadCheckIn",
        onDone: { target: "ready", actions: [assign({ status: ({ event }) => event.output }), "refreshPlayer"] },
        onError: { target: "loadFailed", actions: "rememberError" },
      },
    },
  },
});
