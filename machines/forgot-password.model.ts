import { forgotPasswordMachine } from "./forgot-password.machine.ts";
import { apiError } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";

export const forgotPasswordModel: PathModel = {
  name: "forgot-password",
  machine: forgotPasswordMachine,
  contextKey: (context) => ({ verified: context.verified !== null, error: context.error }),
  events: {
    "forgot.submit": {
      "new password twice": {
        type: "forgot.submit",
        password: { new_password: "NewPass123", confirm_password: "NewPass123" },
      },
    },
    "xstate.done.actor.otp": {
      "phone verified": { type: "xstate.done.actor.otp", output: { contactNo: "60123456789", code: "123456" } },
    },
    "xstate.done.actor.resetPassword": {
      "password changed": { type: "xstate.done.actor.resetPassword", output: { ok: true } },
    },
    "xstate.error.actor.resetPassword": {
      "wrong OTP": { type: "xstate.error.actor.resetPassword", error: apiError(400, "Invalid OTP") },
      "passwords differ": {
        type: "xstate.error.actor.resetPassword",
        error: apiError(400, "Passwords do not match"),
      },
    },
  },
};
