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
    "pin.save": {
      "first PIN": { type: "pin.save", body: { new_pin: "246810", confirm_pin: "246810" } },
      "old and new PIN": { type: "pin.save", body: { pin: "123456", new_pin: "246810", confirm_pin: "246810" } },
    },
    "pin.forgot": { "registered phone": { type: "pin.forgot", contactNo: "60123456789" } },
    "pin.reset": { "new PIN twice": { type: "pin.reset", pins: { new_pin: "135790", confirm_pin: "135790" } } },
    "xstate.done.actor.otp": {
      "phone verified": { type: "xstate.done.actor.otp", output: { contactNo: "60123456789", code: "123456" } },
    },
    "xstate.done.actor.resetPin": { "PIN reset": { type: "xstate.done.actor.resetPin", output: withPin } },
    "xstate.error.actor.resetPin": {
      "wrong OTP": { type: "xstate.error.actor.resetPin", error: apiError(400, "Invalid or expired OTP") },
      "PINs differ": { type: "xstate.error.actor.resetPin", error: apiError(400, "PINs do not match") },
    },
    "xstate.done.actor.checkPin": {
      "no PIN yet": { type: "xstate.done.actor.checkPin", output: noPin },
      "has a PIN": { type: "xstate.done.actor.checkPin", output: withPin },
      "PIN locked": { type: "xstate.done.actor.checkPin", output: lockedPin },
    },
    "xstate.error.actor.checkPin": {
      "network down": { type: "xstate.error.actor.checkPin", error: apiError(0, "Error Encountered") },
    },
    "xstate.done.actor.updatePin": { "PIN saved": { type: "xstate.done.actor.updatePin", output: withPin } },
    "xstate.error.actor.updatePin": {
      "wrong old PIN": { type: "xstate.error.actor.updatePin", error: apiError(400, "Incorrect PIN") },
      "PIN locked": { type: "xstate.error.actor.updatePin", error: apiError(423, "PIN is locked, try again later") },
      "network down": { type: "xstate.error.actor.updatePin", error: apiError(0, "Error Encountered") },
    },
  },
};
