import { apiError } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";
import { pinMachine } from "./pin.machine.ts";

const noPin = { has_pin: false, locked_until: null };
const withPin = { has_pin: true, locked_until: null };
const lockedPin = { has_pin: true, locked_until: "2026-11-21T10:15:00.000Z" };

export const pinModel: PathModel = {
  name: "pin",
  machine: pinMachine,
  contextKey: (context) => ({
    hasPin: context.hasPin,
    locked: context.lockedUntil !== null,
    verified: context.verified !== null,
    error: context.error,
  }),
  events: {
    "pin.save": [
      { type: "pin.save", body: { new_pin: "246810", confirm_pin: "246810" } },
      { type: "pin.save", body: { pin: "123456", new_pin: "246810", confirm_pin: "246810" } },
    ],
    "pin.forgot": [{ type: "pin.forgot", contactNo: "60123456789" }],
    "pin.reset": [{ type: "pin.reset", pins: { new_pin: "135790", confirm_pin: "135790" } }],
    "pin.cancelReset": [{ type: "pin.cancelReset" }],
    "xstate.done.actor.otp": [{ type: "xstate.done.actor.otp", output: { contactNo: "60123456789", code: "123456" } }],
    "xstate.done.actor.resetPin": [{ type: "xstate.done.actor.resetPin", output: withPin }],
    "xstate.error.actor.resetPin": [
      { type: "xstate.error.actor.resetPin", error: apiError(400, "Invalid or expired OTP") },
      { type: "xstate.error.actor.resetPin", error: apiError(400, "PINs do not match") },
    ],
    "xstate.done.actor.checkPin": [
      { type: "xstate.done.actor.checkPin", output: noPin },
      { type: "xstate.done.actor.checkPin", output: withPin },
      { type: "xstate.done.actor.checkPin", output: lockedPin },
    ],
    "xstate.error.actor.checkPin": [{ type: "xstate.error.actor.checkPin", error: apiError(0, "Error Encountered") }],
    "xstate.done.actor.updatePin": [{ type: "xstate.done.actor.updatePin", output: withPin }],
    "xstate.error.actor.updatePin": [
      { type: "xstate.error.actor.updatePin", error: apiError(400, "Incorrect PIN") },
      { type: "xstate.error.actor.updatePin", error: apiError(423, "PIN is locked, try again later") },
      { type: "xstate.error.actor.updatePin", error: apiError(0, "Error Encountered") },
    ],
  },
};
