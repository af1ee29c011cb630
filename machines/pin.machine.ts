import { assertEvent, assign, fromPromise, setup } from "xstate";
import type { ApiErrorMessage } from "../src/api/contract/messages.ts";
import type { CheckPinAnswer, ResetPinBody, UpdatePinBody } from "../src/api/contract/user.ts";
import { errorCode, type FlowError } from "./errors.ts";
import { type OtpOutput, otpMachine } from "./otp.machine.ts";

export type PinContext = {
  /** Whether the player has a PIN (changing it needs the current one). */
  hasPin: boolean;
  /** Until when PIN checks are locked, when the server said so. */
  lockedUntil: string | null;
  /** Forgot PIN: the player's registered phone the reset code goes to, and the verified code. */
  contactNo: string | null;
  verified: OtpOutput | null;
  error: FlowError | null;
};

/** The new PIN typed twice when resetting a forgotten one. */
export type NewPins = Pick<ResetPinBody, "new_pin" | "confirm_pin">;

export type PinEvent =
  /** The PINs typed; the form has checked them (6 digits, the new one twice). Never kept in context. */
  | { type: "pin.save"; body: UpdatePinBody }
  | { type: "pin.retry" }
  /** Forgot PIN: reset it with a code sent to the registered phone (`contactNo`, from the signed-in user). */
  | { type: "pin.forgot"; contactNo: string }
  /** The new PIN typed twice, once the code is verified. */
  | { type: "pin.reset"; pins: NewPins }
  /** Back from the forgotten-PIN path (the status is read again). */
  | { type: "pin.cancelReset" };

const lockRefusal: ApiErrorMessage = "PIN is locked, try again later";
const otpRejections = new Set(["Invalid OTP", "Invalid or expired OTP", "OTP data not found in cache"]);

/**
 * The 6-digit PIN that confirms withdrawals and transfers: first whether the
 * player has one, then setting a first PIN or changing it with the current
 * one. Five wrong PINs lock PIN checks for a while; the player can leave or
 * look again later, or reset a forgotten (or locked) PIN with a code sent by
 * SMS to the registered phone (the OTP machine, invoked as register and forgot
 * password do), then the new PIN twice. Done with the PIN status: withdraw
 * invokes this machine when the player has no PIN, /profile/reset_pin runs it
 * on its own.
 */
export const pinMachine = setup({
  types: {
    context: {} as PinContext,
    events: {} as PinEvent,
    output: {} as CheckPinAnswer,
    children: {} as { checkPin: "checkPin"; updatePin: "updatePin"; otp: "otp"; resetPin: "resetPin" },
  },
  actors: {
    otp: otpMachine,
    resetPin: fromPromise<CheckPinAnswer, ResetPinBody>(async () => {
      throw new Error("resetPin not provided");
    }),
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
    /** The reset code was refused (wrong, expired, burnt, or none): it is asked for again. */
    isOtpRejected: ({ event }) => "error" in event && otpRejections.has(errorCode(event.error)),
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
    startReset: assign(({ event }) =>
      event.type === "pin.forgot" ? { contactNo: event.contactNo, verified: null, error: null } : {},
    ),
  },
}).createMachine({
  id: "pin",
  description:
    "The 6-digit PIN that confirms withdrawals and transfers: set a first one, change it, or reset a forgotten or locked one by SMS code.",
  context: { hasPin: false, lockedUntil: null, contactNo: null, verified: null, error: null },
  initial: "checking",
  output: ({ context }) => ({ has_pin: context.hasPin, locked_until: context.lockedUntil }),
  states: {
    checking: {
      description:
        "Asks the server whether the player has a PIN and whether PIN checks are locked; a skeleton shows meanwhile.",
      entry: assign({ error: null }),
      invoke: {
        id: "checkPin",
        src: "checkPin",
        onDone: [
          {
            guard: { type: "isLocked", params: ({ event }) => event.output },
            target: "locked",
            description: "The server says PIN checks are locked (too many wrong PINs): the lock notice shows.",
            actions: { type: "rememberStatus", params: ({ event }) => event.output },
          },
          {
            guard: { type: "isPinSet", params: ({ event }) => event.output },
            target: "changing",
            description: "The server says the player has a PIN: the change PIN form shows.",
            actions: { type: "rememberStatus", params: ({ event }) => event.output },
          },
          {
            target: "setting",
            description: "Otherwise the player has no PIN yet: the set PIN form shows.",
            actions: { type: "rememberStatus", params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: "failed",
          description: 'The PIN status cannot be read (server error or no network): "Failed to load" shows.',
          actions: assign({ error: ({ event }) => errorCode(event.error) }),
        },
      },
    },
    failed: {
      description: 'The PIN status could not be read: "Failed to load" with a "Try again" button.',
      on: {
        "pin.retry": {
          target: "checking",
          description: 'The player taps "Try again": the PIN status is read again.',
          actions: "refreshPinStatus",
        },
      },
    },
    setting: {
      description: "No PIN yet: the player chooses one and types it twice.",
      on: {
        "pin.save": {
          guard: "isFirstPin",
          target: "saving",
          description: 'The player taps "Save PIN" with the new PIN typed twice (no current PIN): it is sent.',
          actions: assign({ error: null }),
        },
      },
    },
    changing: {
      description: "A PIN exists: the player types the current one, then the new one twice (or forgot it).",
      on: {
        "pin.save": {
          guard: "hasCurrentPin",
          target: "saving",
          description: 'The player taps "Save PIN" with the current PIN and the new one typed twice: they are sent.',
          actions: assign({ error: null }),
        },
        "pin.forgot": {
          target: "forgot",
          description: 'The player taps "Forgot PIN? Reset it with an OTP": the reset by SMS code starts.',
          actions: "startReset",
        },
      },
    },
    saving: {
      description: "Sends the PINs; the server checks the current one (a wrong one counts towards the lock).",
      invoke: {
        id: "updatePin",
        src: "updatePin",
        input: ({ event }) => {
          assertEvent(event, "pin.save");
          return event.body;
        },
        onDone: {
          target: "saved",
          description: "The server saves the PIN: the player is told so and the PIN status is read again.",
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
            description:
              "The server refuses with 'PIN is locked, try again later' (too many wrong PINs): the lock notice shows.",
            actions: [assign({ error: ({ event }) => errorCode(event.error), lockedUntil: null }), "refreshPinStatus"],
          },
          {
            guard: "hasPin",
            target: "changing",
            description:
              "The server refuses a change (e.g. 'Incorrect PIN') or the network fails: back to the change form with the message.",
            actions: assign({ error: ({ event }) => errorCode(event.error) }),
          },
          {
            target: "setting",
            description:
              "Otherwise a first PIN is refused or the network fails: back to the set PIN form with the message.",
            actions: assign({ error: ({ event }) => errorCode(event.error) }),
          },
        ],
      },
    },
    locked: {
      description:
        '"PIN is locked": five wrong PINs in a row lock PIN checks for 15 minutes (the end time shows when known); ' +
        "the player can wait, or reset the PIN by SMS.",
      on: {
        "pin.retry": {
          target: "checking",
          description:
            'The player taps "Try again" (e.g. once the lock time has passed): the PIN status is read again.',
          actions: "refreshPinStatus",
        },
        "pin.forgot": {
          target: "forgot",
          description: 'The player taps "Reset PIN with a code by SMS": the reset by SMS code starts.',
          actions: "startReset",
        },
      },
    },
    forgot: {
      description:
        "Forgot PIN: a code is sent to the registered phone and verified, then the new PIN is typed twice. " +
        "A new PIN also lifts a PIN lock.",
      initial: "verifyingPhone",
      on: {
        "pin.cancelReset": {
          target: "checking",
          description: 'The player taps "Cancel": the reset is dropped and the PIN status is read again.',
          actions: assign({ verified: null, error: null }),
        },
      },
      states: {
        verifyingPhone: {
          description:
            "A code is sent by SMS to the registered phone (the OTP flow, phone filled in); the player types it.",
          invoke: {
            id: "otp",
            src: "otp",
            input: ({ context }) => ({
              purpose: "reset_pin" as const,
              phoneInput: context.contactNo ? `+${context.contactNo}` : "",
              contactNo: context.contactNo,
            }),
            onDone: {
              target: "choosingPin",
              description: "The OTP flow ends with the code verified: the new PIN fields show.",
              actions: assign({ verified: ({ event }) => event.output, error: null }),
            },
          },
        },
        choosingPin: {
          description: "The code is verified: the player types the new PIN twice.",
          on: {
            "pin.reset": {
              target: "resetting",
              description: 'The player taps "Save PIN" with the new PIN typed twice: it is sent with the code.',
              actions: assign({ error: null }),
            },
          },
        },
        resetting: {
          description: "Sends the code and the new PIN; the server checks the code again and uses it up.",
          invoke: {
            id: "resetPin",
            src: "resetPin",
            input: ({ context, event }) => {
              assertEvent(event, "pin.reset");
              return { otp: context.verified?.code ?? "", ...event.pins };
            },
            onDone: {
              target: "#pin.saved",
              description:
                "The server sets the new PIN (and lifts any lock): the player is told so and the status is read again.",
              actions: [
                { type: "announceSaved", params: { changed: true } },
                { type: "rememberStatus", params: ({ event }) => event.output },
                "refreshPinStatus",
              ],
            },
            onError: [
              {
                guard: "isOtpRejected",
                target: "verifyingPhone",
                description: "The code was refused (expired, burnt): a new one is asked for.",
                actions: assign({ verified: null, error: ({ event }) => errorCode(event.error) }),
              },
              {
                target: "choosingPin",
                description:
                  "Otherwise the server refuses for another reason or the network fails: the message shows by the PIN fields.",
                actions: assign({ error: ({ event }) => errorCode(event.error) }),
              },
            ],
          },
        },
      },
    },
    saved: {
      type: "final",
      description: '"Your PIN is saved." The flow that needed it (e.g. withdraw) goes on with the PIN status.',
    },
  },
});
