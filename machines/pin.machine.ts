import { assign, fromPromise, setup } from "xstate";
import type { ApiErrorMessage } from "../src/api/contract/messages.ts";
import type { CheckPinAnswer, UpdatePinBody } from "../src/api/contract/user.ts";
import { errorCode, type FlowError } from "./errors.ts";

export type PinContext = {
  /** Whether the player has a PIN (changing it needs the current one). */
  hasPin: boolean;
  /** Until when PIN checks are locked, when the server said so. */
  lockedUntil: string | null;
  error: FlowError | null;
};

export type PinEvent =
  /** The PINs typed; the form has checked them (6 digits, the new one twice). Never kept in context. */
  { type: "pin.save"; body: UpdatePinBody } | { type: "pin.retry" };

const lockRefusal: ApiErrorMessage = "PIN is locked, try again later";

/**
 * The 6-digit PIN that confirms withdrawals and transfers: first whether the
 * player has one, then setting a first PIN or changing it with the current
 * one. Five wrong PINs lock PIN checks for a while; the player can leave or
 * look again later. Done with the PIN status: withdraw invokes this machine
 * when the player has no PIN, /profile/reset_pin runs it on its own.
 */
export const pinMachine = setup({
  types: {
    context: {} as PinContext,
    events: {} as PinEvent,
    output: {} as CheckPinAnswer,
  },
  actors: {
    checkPin: fromPromise<CheckPinAnswer>(async () => {
      throw new Error("checkPin not provided");
    }),
    updatePin: fromPromise<CheckPinAnswer, UpdatePinBody>(async () => {
      throw new Error("updatePin not provided");
    }),
  },
  guards: {
    isLocked: (_, status: CheckPinAnswer) => status.locked_until !== null,
    isPinSet: (_, status: CheckPinAnswer) => status.has_pin,
    hasPin: ({ context }) => context.hasPin,
    isLockRefusal: ({ event }) => "error" in event && errorCode(event.error) === lockRefusal,
    /** A first PIN is sent without a current one... */
    isFirstPin: ({ event }) => event.type === "pin.save" && event.body.pin === undefined,
    /** ...a change with the current one. */
    hasCurrentPin: ({ event }) => event.type === "pin.save" && event.body.pin !== undefined,
  },
  actions: {
    rememberStatus: assign((_, status: CheckPinAnswer) => ({
      hasPin: status.has_pin,
      lockedUntil: status.locked_until,
    })),
    /** The PIN status (and the withdraw preconditions) are asked for again, not taken from what was read before. */
    refreshPinStatus: () => {},
    /** The player is told the PIN is saved (a first one, or changed when `changed`). */
    announceSaved: (_, _params: { changed: boolean }) => {},
  },
}).createMachine({
  id: "pin",
  context: { hasPin: false, lockedUntil: null, error: null },
  initial: "checking",
  output: ({ context }) => ({ has_pin: context.hasPin, locked_until: context.lockedUntil }),
  states: {
    checking: {
      description: "Asks the server whether the player has a PIN and whether PIN checks are locked.",
      entry: assign({ error: null }),
      invoke: {
        id: "checkPin",
        src: "checkPin",
        onDone: [
          {
            guard: { type: "isLocked", params: ({ event }) => event.output },
            target: "locked",
            actions: { type: "rememberStatus", params: ({ event }) => event.output },
          },
          {
            guard: { type: "isPinSet", params: ({ event }) => event.output },
            target: "changing",
            actions: { type: "rememberStatus", params: ({ event }) => event.output },
          },
          { target: "setting", actions: { type: "rememberStatus", params: ({ event }) => event.output } },
        ],
        onError: { target: "failed", actions: assign({ error: ({ event }) => errorCode(event.error) }) },
      },
    },
    failed: {
      description: "The status could not be read; the player can try again.",
      on: { "pin.retry": { target: "checking", actions: "refreshPinStatus" } },
    },
    setting: {
      description: "No PIN yet: the player chooses one and types it twice.",
      on: { "pin.save": { guard: "isFirstPin", target: "saving", actions: assign({ error: null }) } },
    },
    changing: {
      description: "A PIN exists: the player types the current one, then the new one twice.",
      on: { "pin.save": { guard: "hasCurrentPin", target: "saving", actions: assign({ error: null }) } },
    },
    saving: {
      description: "Sends the PINs; the server checks the current one (a wrong one counts towards the lock).",
      invoke: {
        id: "updatePin",
        src: "updatePin",
        input: ({ event }) => (event as Extract<PinEvent, { type: "pin.save" }>).body,
        onDone: {
          target: "saved",
          actions: [
            { type: "announceSaved", params: ({ context }) => ({ changed: context.hasPin }) },
            { type: "rememberStatus", params: ({ event }) => event.output },
            "refreshPinStatus",
          ],
        },
        onError: [
          {
            guard: "isLockRefusal",
            target: "locked",
            description: "Too many wrong PINs: 'PIN is locked, try again later'.",
            actions: [assign({ error: ({ event }) => errorCode(event.error), lockedUntil: null }), "refreshPinStatus"],
          },
          {
            guard: "hasPin",
            target: "changing",
            description: "Refused, e.g. 'Incorrect PIN': back to the form with the message.",
            actions: assign({ error: ({ event }) => errorCode(event.error) }),
          },
          { target: "setting", actions: assign({ error: ({ event }) => errorCode(event.error) }) },
        ],
      },
    },
    locked: {
      description:
        "PIN checks are locked after five wrong PINs (until lockedUntil, when known). " +
        "The player can leave, or look again once the time has passed.",
      on: { "pin.retry": { target: "checking", actions: "refreshPinStatus" } },
    },
    saved: {
      type: "final",
      description: "The PIN is saved; the machine's output is the PIN status.",
    },
  },
});
