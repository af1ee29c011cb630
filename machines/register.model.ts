import { apiError, aUser } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";
import { registerMachine } from "./register.machine.ts";

const details = {
  username: "newplayer",
  password: "Secret123",
  confirm_password: "Secret123",
  full_name: "New Player",
  registered_domain: "http://localhost/register",
};

export const registerModel: PathModel = {
  name: "register",
  machine: registerMachine,
  contextKey: (context) => ({ verified: context.verified !== null, error: context.error }),
  events: {
    "register.submit": { "new player's details": { type: "register.submit", details } },
    "xstate.done.actor.otp": {
      "phone verified": { type: "xstate.done.actor.otp", output: { contactNo: "60123456789", code: "123456" } },
    },
    "xstate.done.actor.register": { registered: { type: "xstate.done.actor.register", output: aUser } },
    "xstate.error.actor.register": {
      "wrong OTP": { type: "xstate.error.actor.register", error: apiError(400, "Invalid or expired OTP") },
      "username taken": { type: "xstate.error.actor.register", error: apiError(409, "Username already exists") },
    },
  },
};
