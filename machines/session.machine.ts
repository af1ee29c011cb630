import { assign, fromPromise, setup } from "xstate";
import type { PlayerConfig } from "../src/api/contract/config.ts";
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
};

export type SessionInput = { user: User | null; config: PlayerConfig | null };

export type SessionEvent =
  | { type: "session.login"; credentials: LoginBody }
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
    login: fromPromise<User, LoginBody>(async () => {
      throw new Error("login not provided");
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
  context: ({ input }) => ({ user: input.user, config: input.config, notice: null, error: null }),
  initial: "restoring",
  states: {
    restoring: {
      always: [{ guard: "hasStoredSession", target: "signedIn" }, { target: "signedOut" }],
    },
    signedOut: {
      initial: "idle",
      on: { "session.dismissNotice": { actions: assign({ notice: null }) } },
      states: {
        idle: {
          on: {
            "session.login": { target: "loggingIn", actions: assign({ error: null, notice: null }) },
            "session.signedIn": {
              target: "loadingConfig",
              actions: assign({ user: ({ event }) => event.user, error: null, notice: null }),
            },
          },
        },
        loggingIn: {
          invoke: {
            id: "login",
            src: "login",
            input: ({ event }) => (event.type === "session.login" ? event.credentials : { username: "", password: "" }),
            onDone: { target: "loadingConfig", actions: assign({ user: ({ event }) => event.output }) },
            onError: { target: "idle", actions: assign({ error: ({ event }) => errorCode(event.error) }) },
          },
        },
        loadingConfig: {
          invoke: {
            id: "loadConfig",
            src: "loadConfig",
            input: ({ context }) => ({ token: context.user?.jwtToken ?? null }),
            onDone: {
              target: "#session.signedIn",
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
              actions: [assign({ user: null, error: ({ event }) => errorCode(event.error) }), "clearSession"],
            },
          },
        },
      },
    },
    signedIn: {
      initial: "checking",
      on: {
        "session.logout": { target: "signedOut", actions: [assign({ user: null, config: null }), "clearSession"] },
        "session.unauthorized": {
          target: "signedOut",
          actions: [assign({ user: null, config: null, notice: ({ event }) => event.messageKey }), "clearSession"],
        },
        "session.userUpdated": {
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
          invoke: {
            id: "checkSession",
            src: "checkSession",
            onDone: { target: "fresh" },
            onError: [
              {
                guard: "isUnauthorized",
                target: "#session.signedOut",
                actions: [
                  assign({ user: null, config: null, notice: ({ event }) => errorCode(event.error) }),
                  "clearSession",
                ],
              },
              // Offline or a server hiccup: stay signed in; the next check decides.
              { target: "stale" },
            ],
          },
        },
        fresh: {
          after: { sessionFreshness: "stale" },
        },
        stale: {
          on: { "session.visible": "checking" },
        },
      },
    },
  },
});
