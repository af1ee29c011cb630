import { passkeyCancelled } from "./errors.ts";
import { apiError, aUser } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";
import { sessionMachine } from "./session.machine.ts";

/** What the password step answers a player with two-step sign-in on. */
const aTwoStepChallenge = {
  two_step: true as const,
  challenge_id: "5b0f2a52-0000-4000-8000-000000000029",
  expires_at: "2026-11-21T10:05:00.000Z",
};

export const sessionModel: PathModel = {
  name: "session",
  machine: sessionMachine,
  input: { user: null, config: null },
  contextKey: (context) => ({
    user: context.user !== null,
    notice: context.notice,
    error: context.error,
    challenge: context.challenge !== null,
  }),
  events: {
    "session.login": {
      "demo player": { type: "session.login", credentials: { username: "demo", password: "Demo1234" } },
    },
    "session.signedIn": { "signed up": { type: "session.signedIn", user: aUser } },
    "session.userUpdated": {
      "new nickname": { type: "session.userUpdated", user: { ...aUser, nickname: "Aisyah" } },
    },
    "session.tokenRenewed": { "new token": { type: "session.tokenRenewed", jwtToken: "renewed.jwt.token" } },
    "session.unauthorized": {
      "other device logged in": {
        type: "session.unauthorized",
        messageKey: "Session ended. Other devices logged in",
      },
    },
    "xstate.done.actor.login": {
      "signed in": { type: "xstate.done.actor.login", output: aUser },
      "code needed": { type: "xstate.done.actor.login", output: aTwoStepChallenge },
    },
    "session.submitCode": { "app code": { type: "session.submitCode", code: "123456" } },
    "xstate.done.actor.loginTwoStep": { "signed in": { type: "xstate.done.actor.loginTwoStep", output: aUser } },
    "xstate.error.actor.loginTwoStep": {
      "wrong code": { type: "xstate.error.actor.loginTwoStep", error: apiError(400, "Invalid code") },
      "challenge over": {
        type: "xstate.error.actor.loginTwoStep",
        error: apiError(400, "This request has expired. Please start again"),
      },
    },
    "xstate.error.actor.login": {
      "wrong password": { type: "xstate.error.actor.login", error: apiError(401, "Invalid username or password") },
    },
    "session.passkeyLogin": { passkey: { type: "session.passkeyLogin" } },
    "xstate.done.actor.passkeyLogin": { "signed in": { type: "xstate.done.actor.passkeyLogin", output: aUser } },
    "xstate.error.actor.passkeyLogin": {
      "prompt closed": { type: "xstate.error.actor.passkeyLogin", error: { messageKey: passkeyCancelled } },
    },
    "xstate.done.actor.loadConfig": {
      "Malaysia time": {
        type: "xstate.done.actor.loadConfig",
        output: { timezone: "Asia/Kuala_Lumpur", device_subscribe: null, language: [] },
      },
    },
    "xstate.error.actor.loadConfig": {
      "network down": { type: "xstate.error.actor.loadConfig", error: apiError(0, "Error Encountered") },
    },
    "xstate.done.actor.checkSession": {
      "still valid": { type: "xstate.done.actor.checkSession", output: { ok: true } },
    },
    "xstate.error.actor.checkSession": {
      "other device logged in": {
        type: "xstate.error.actor.checkSession",
        error: apiError(401, "Session ended. Other devices logged in"),
      },
      "network down": { type: "xstate.error.actor.checkSession", error: apiError(0, "Error Encountered") },
    },
  },
};

/** The same machine restored from storage with a signed-in user. */
export const restoredSessionModel: PathModel = {
  ...sessionModel,
  name: "session (restored)",
  input: { user: aUser, config: null },
};
