import { assign, fromPromise, setup } from "xstate";
import type { PlayerConfig } from "../src/api/contract/config.ts";
import type { LoginAnswer, TwoStepChallenge, TwoStepLoginBody } from "../src/api/contract/security.ts";
import { isTwoStepChallenge } from "../src/api/contract/sign-in-codes.ts";
import type { SessionCheck } from "../src/api/contract/tenant.ts";
import type { LoginBody, User } from "../src/api/contract/user.ts";
import { errorCode, type FlowError } from "./errors.ts";

export type SessionContext = {
  user: User | null;
  config: PlayerConfig | null;
  /** Why the last session ended when it was not the player's choice (a message key). */
  notice: FlowError | null;
  /** The last failed login or config load. */
  error: FlowError | null;
  /** The password was right and two-step sign-in is on: the challenge the app's code goes with. */
  challenge: TwoStepChallenge | null;
};

export type SessionInput = { user: User | null; config: PlayerConfig | null };

export type SessionEvent =
  | { type: "session.login"; credentials: LoginBody }
  /** The player signs in with a passkey (no username or password). */
  | { type: "session.passkeyLogin" }
  /** The code from the authenticator app (or a recovery code) for the challenge the password answered. */
  | { type: "session.submitCode"; code: string }
  | { type: "session.cancelTwoStep" }
  | { type: "session.signedIn"; user: User }
  | { type: "session.logout" }
  | { type: "session.unauthorized"; messageKey: FlowError }
  | { type: "session.visible" }
  | { type: "session.userUpdated"; user: User }
  /** The player changed their password here: the server answered the token that replaces this one. */
  | { type: "session.tokenRenewed"; jwtToken: string }
  | { type: "session.dismissNotice" };

/**
 * The player's session: restored from storage, signed in by login (or by a
 * flow that returns a user, such as register), checked against the server while
 * signed in, and ended by logout, by a 401 from any call, or by a login elsewhere.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    login: fromPromise<LoginAnswer, LoginBody>(async () => {
      throw new Error("login not provided");
    }),
    /** The browser's passkey prompt, then the server's check: the player; a cancelled prompt throws passkeyCancelled. */
    passkeyLogin: fromPromise<User>(async () => {
      throw new Error("passkeyLogin not provided");
    }),
    loginTwoStep: fromPromise<User, TwoStepLoginBody>(async () => {
      throw new Error("loginTwoStep not provided");
    }),
    loadConfig: fromPromise<PlayerConfig, { token: string | null }>(async () => {
      throw new Error("loadConfig not provided");
    }),
    checkSession: fromPromise<SessionCheck>(async () => {
      throw new Error("checkSession not provided");
    }),
  },
  guards: {
    hasStoredSession: ({ context }) => Boolean(context.user?.jwtToken),
    isCodeNeeded: ({ event }) =>
      "output" in event &&
      typeof event.output === "object" &&
      event.output !== null &&
      isTwoStepChallenge(event.output as LoginAnswer),
    isChallengeOver: ({ event }) =>
      "error" in event && errorCode(event.error) === "This request has expired. Please start again",
    isUnauthorized: ({ event }) =>
      "error" in event &&
      typeof event.error === "object" &&
      event.error !== null &&
      "status" in event.error &&
      event.error.status === 401,
  },
  actions: {
    /** Persist user and config and hand the token to the client. */
    storeSession: (_, _params: { user: User; config: PlayerConfig | null }) => {},
    /** Forget the stored session and re-initialise app state (query cache). */
    clearSession: () => {},
  },
  delays: {
    /** The session check stays fresh this long (SPEC §9). */
    sessionFreshness: 60_000,
  },
}).createMachine({
  id: "session",
  description:
    "The player's session: restored from the device, started by login or registration, checked with the server while signed in, ended by logout or a 401.",
  context: ({ input }) => ({ user: input.user, config: input.config, notice: null, error: null, challenge: null }),
  initial: "restoring",
  states: {
    restoring: {
      description: "As the app opens, decides at once whether a session stored on this device can be resumed.",
      always: [
        {
          guard: "hasStoredSession",
          target: "signedIn",
          description: "A session with a token is stored on the device: the player is signed in at once.",
        },
        { target: "signedOut", description: "Otherwise the player is signed out and sees the public pages and login." },
      ],
    },
    signedOut: {
      description:
        "No player is signed in: login, registration and the public pages; why the last session ended shows as a notice.",
      initial: "idle",
      on: {
        "session.dismissNotice": {
          description: "The player closes the notice on the login page (e.g. signed out by a login elsewhere).",
          actions: assign({ notice: null }),
        },
      },
      states: {
        idle: {
          description: "The login form waits for the player; the error of a failed login shows on it.",
          entry: assign({ challenge: null }),
          on: {
            "session.login": {
              target: "loggingIn",
              description: 'The player taps "Log in" with username and password: they are sent to the server.',
              actions: assign({ error: null, notice: null }),
            },
            "session.passkeyLogin": {
              target: "passkeySigningIn",
              description:
                'The player taps "Sign in with a passkey": the browser asks for a passkey of this site, no password.',
              actions: assign({ error: null, notice: null }),
            },
            "session.signedIn": {
              target: "loadingConfig",
              description: "A flow hands over a player it signed in (registration): the player's settings are loaded.",
              actions: assign({ user: ({ event }) => event.user, error: null, notice: null }),
            },
          },
        },
        loggingIn: {
          description: "The username and password are being checked by the server; the Log in button is busy.",
          invoke: {
            id: "login",
            src: "login",
            input: ({ event }) => (event.type === "session.login" ? event.credentials : { username: "", password: "" }),
            onDone: [
              {
                guard: "isCodeNeeded",
                target: "twoStep",
                description:
                  "The password is right and the player uses two-step sign-in: the server asks for the app's code.",
                actions: assign({ challenge: ({ event }) => (isTwoStepChallenge(event.output) ? event.output : null) }),
              },
              {
                target: "loadingConfig",
                description:
                  "The server accepts the login and answers with the player: the player's settings are loaded.",
                actions: assign({ user: ({ event }) => (isTwoStepChallenge(event.output) ? null : event.output) }),
              },
            ],
            onError: {
              target: "idle",
              description:
                "The server refuses (e.g. 'Invalid username or password') or the network fails: the message shows.",
              actions: assign({ error: ({ event }) => errorCode(event.error) }),
            },
          },
        },
        passkeySigningIn: {
          description:
            "The browser's passkey prompt is open (fingerprint, face or screen lock), then the server checks the passkey.",
          invoke: {
            id: "passkeyLogin",
            src: "passkeyLogin",
            onDone: {
              target: "loadingConfig",
              description:
                "The server accepts the passkey and answers with the player: the player's settings are loaded.",
              actions: assign({ user: ({ event }) => event.output }),
            },
            onError: {
              target: "idle",
              description:
                "The player closed the prompt (a calm note), or the passkey was refused or the network failed (the message).",
              actions: assign({ error: ({ event }) => errorCode(event.error) }),
            },
          },
        },
        twoStep: {
          description:
            "Two-step sign-in: the login page asks for the 6-digit code from the authenticator app, or a recovery code.",
          on: {
            "session.submitCode": {
              target: "verifyingCode",
              description: 'The player types the code and taps "Verify": it is sent to the server with the sign-in.',
              actions: assign({ error: null }),
            },
            "session.cancelTwoStep": {
              target: "idle",
              description: 'The player taps "Back": the login form shows again, the username still typed.',
              actions: assign({ error: null }),
            },
          },
        },
        verifyingCode: {
          description: "The code is being checked by the server; the Verify button is busy.",
          invoke: {
            id: "loginTwoStep",
            src: "loginTwoStep",
            input: ({ context, event }) => ({
              challenge_id: context.challenge?.challenge_id ?? "",
              code: event.type === "session.submitCode" ? event.code : "",
            }),
            onDone: {
              target: "loadingConfig",
              description: "The server accepts the code and answers with the player: the player's settings are loaded.",
              actions: assign({ user: ({ event }) => event.output }),
            },
            onError: [
              {
                guard: "isChallengeOver",
                target: "idle",
                description:
                  "Five wrong codes or five minutes passed: the sign-in starts again from the password, which says why.",
                actions: assign({ error: ({ event }) => errorCode(event.error) }),
              },
              {
                target: "twoStep",
                description: "A wrong or used code (or no connection): the code step shows the message to try again.",
                actions: assign({ error: ({ event }) => errorCode(event.error) }),
              },
            ],
          },
        },
        loadingConfig: {
          description:
            "The signed-in player's settings (the player config) are loaded before the signed-in pages show.",
          invoke: {
            id: "loadConfig",
            src: "loadConfig",
            input: ({ context }) => ({ token: context.user?.jwtToken ?? null }),
            onDone: {
              target: "#session.signedIn",
              description: "The settings arrive: the session is stored on the device and the signed-in pages show.",
              actions: [
                assign({ config: ({ event }) => event.output }),
                {
                  type: "storeSession",
                  params: ({ context, event }) => ({ user: context.user as User, config: event.output }),
                },
              ],
            },
            onError: {
              target: "idle",
              description: "The settings cannot be loaded: the player is not signed in and the login page says why.",
              actions: [assign({ user: null, error: ({ event }) => errorCode(event.error) }), "clearSession"],
            },
          },
        },
      },
    },
    signedIn: {
      description:
        "A player is signed in: the signed-in pages show, and the session is checked with the server now and then.",
      initial: "checking",
      on: {
        "session.logout": {
          target: "signedOut",
          description: 'The player taps "Log out": the session is forgotten on this device.',
          actions: [assign({ user: null, config: null }), "clearSession"],
        },
        "session.unauthorized": {
          target: "signedOut",
          description: "Any call to the server answers 401: the session is forgotten and the login page says why.",
          actions: [assign({ user: null, config: null, notice: ({ event }) => event.messageKey }), "clearSession"],
        },
        "session.userUpdated": {
          description: "The player's profile changed or was read again: the stored player is replaced, the token kept.",
          actions: [
            assign({ user: ({ context, event }) => ({ ...event.user, jwtToken: context.user?.jwtToken ?? null }) }),
            { type: "storeSession", params: ({ context }) => ({ user: context.user as User, config: context.config }) },
          ],
        },
        "session.tokenRenewed": {
          description: "A password change here: this tab keeps going with the new token; other devices are signed out.",
          actions: [
            assign({
              user: ({ context, event }) => (context.user ? { ...context.user, jwtToken: event.jwtToken } : null),
            }),
            { type: "storeSession", params: ({ context }) => ({ user: context.user as User, config: context.config }) },
          ],
        },
      },
      states: {
        checking: {
          description: "The server is asked whether this session is still valid (e.g. not ended by a login elsewhere).",
          invoke: {
            id: "checkSession",
            src: "checkSession",
            onDone: { target: "fresh", description: "The server says the session is valid." },
            onError: [
              {
                guard: "isUnauthorized",
                target: "#session.signedOut",
                description:
                  "The server answers 401 (e.g. a login elsewhere): the session is forgotten and the login page says why.",
                actions: [
                  assign({ user: null, config: null, notice: ({ event }) => errorCode(event.error) }),
                  "clearSession",
                ],
              },
              // Offline or a server hiccup: stay signed in; the next check decides.
              {
                target: "stale",
                description:
                  "Otherwise (offline or a server hiccup) the player stays signed in; the next check decides.",
              },
            ],
          },
        },
        fresh: {
          description: "The session was checked less than 60 s ago: no further check is needed.",
          after: {
            sessionFreshness: {
              target: "stale",
              description: "60 s pass since the check: the session check is no longer fresh.",
            },
          },
        },
        stale: {
          description:
            "The last check is older than 60 s (or failed): the session is checked again when the tab is next shown.",
          on: {
            "session.visible": {
              target: "checking",
              description: "The player comes back to the app's tab (it becomes visible): the session is checked again.",
            },
          },
        },
      },
    },
  },
});
