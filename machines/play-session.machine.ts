import { assign, fromPromise, setup } from "xstate";
import type { Ok } from "../src/api/contract/common.ts";
import type { PlaySession, PlaySessionBody } from "../src/api/contract/responsible.ts";
import { errorCode, type FlowError } from "./errors.ts";

export type PlaySessionContext = {
  /** The provider whose game is open (the heartbeat names it). */
  providerCode: string;
  /** The server's session clock as it last answered: time played, net result, time left under the limit. */
  session: PlaySession | null;
  /** Where the player goes once the session is stopped: out of the game, or to their limits. */
  afterStop: "leave" | "setLimits" | null;
  error: FlowError | null;
};

export type PlaySessionEvent =
  | { type: "playSession.start" }
  | { type: "playSession.keep" }
  | { type: "playSession.stop" }
  | { type: "playSession.setLimits" };

/** The heartbeat's interval while a game is open. */
export const heartbeatMs = 60_000;

/** A little past the end of the session limit, so the server surely counts it as reached. */
const LIMIT_MARGIN_MS = 1000;

/** The server's answer, when it is the one that says no game session is open (none launched, or it ended). */
const isNoGame = (error: unknown) => errorCode(error) === "No game is open";

/** The session clock a done event of `heartbeat` or `keepPlaying` carries. */
const answered = (event: unknown) => (event as { output: PlaySession }).output;

/**
 * The play session of /play_game (UKGC RTS 13, RTS 12's session limit). Once the game's launch is in, the screen
 * starts it: a heartbeat (`heartbeat`) asks the server's session clock every 60 s (`heartbeatInterval`; sooner when
 * less of the day's session limit is left). When the server says a reality check is due, a dialog the game cannot
 * cover shows the time played and the net result this session: keep playing (`keepPlaying`), stop (`stopPlaying`),
 * or stop and set limits. When the server says the session limit has ended play, the game closes and its balance
 * is offered back to the wallet. The server is the judge of both; this machine only asks and shows.
 */
export const playSessionMachine = setup({
  types: {
    context: {} as PlaySessionContext,
    events: {} as PlaySessionEvent,
    input: {} as { providerCode: string },
    children: {} as { heartbeat: "heartbeat"; keepPlaying: "keepPlaying"; stopPlaying: "stopPlaying" },
  },
  actors: {
    heartbeat: fromPromise<PlaySession, PlaySessionBody>(async () => {
      throw new Error("heartbeat not provided");
    }),
    keepPlaying: fromPromise<PlaySession, void>(async () => {
      throw new Error("keepPlaying not provided");
    }),
    stopPlaying: fromPromise<Ok, void>(async () => {
      throw new Error("stopPlaying not provided");
    }),
  },
  guards: {
    isEndedByLimit: ({ event }) => answered(event).ended_by_limit,
    isRealityCheckDue: ({ event }) => answered(event).reality_check_due,
    isNoGame: ({ event }) => "error" in event && isNoGame(event.error),
    isForLimits: ({ context }) => context.afterStop === "setLimits",
  },
  actions: {
    rememberSession: assign({ session: ({ event }) => answered(event), error: null }),
    rememberError: assign({ error: ({ event }) => errorCode((event as { error?: unknown }).error) }),
  },
  delays: {
    /** 60 s, or less when the day's session limit ends sooner (the game then closes on time). */
    heartbeatInterval: ({ context }) => {
      const left = context.session?.session_left_seconds;
      return left === null || left === undefined ? heartbeatMs : Math.min(heartbeatMs, left * 1000 + LIMIT_MARGIN_MS);
    },
  },
}).createMachine({
  id: "playSession",
  description:
    "While a game is open: the server's session clock is asked every minute; a reality check shows time and net result, and the session limit closes the game.",
  context: ({ input }) => ({ providerCode: input.providerCode, session: null, afterStop: null, error: null }),
  initial: "idle",
  states: {
    idle: {
      description: "No game session is open: the game is still being launched, or its launch was refused.",
      on: {
        "playSession.start": {
          target: "watching",
          description: "The game's launch is in and its frame shows: the session clock is asked at once.",
          actions: assign({ error: null }),
        },
      },
    },
    watching: {
      description: "The game is played; the server's session clock is asked every minute.",
      initial: "checking",
      states: {
        checking: {
          description: "The heartbeat asks the server's session clock: time played, net result, what is due.",
          invoke: {
            id: "heartbeat",
            src: "heartbeat",
            input: ({ context }) => ({ provider_code: context.providerCode }),
            onDone: [
              {
                guard: "isEndedByLimit",
                target: "#playSession.limitReached",
                description:
                  "The server says today's play time limit is reached: the game closes and its balance is offered back.",
                actions: "rememberSession",
              },
              {
                guard: "isRealityCheckDue",
                target: "#playSession.realityCheck",
                description: "The server says a reality check is due: the dialog shows time played and net result.",
                actions: "rememberSession",
              },
              {
                target: "playing",
                description: "Otherwise play goes on; the next heartbeat is a minute later.",
                actions: "rememberSession",
              },
            ],
            onError: [
              {
                guard: "isNoGame",
                target: "#playSession.idle",
                description: 'The server answers "No game is open" (the launch failed or the session ended): no clock.',
                actions: "rememberError",
              },
              {
                target: "playing",
                description: "Otherwise (no network, a server fault) play goes on and the next heartbeat asks again.",
                actions: "rememberError",
              },
            ],
          },
        },
        playing: {
          description: "The game is played until the next heartbeat.",
          after: {
            heartbeatInterval: {
              target: "checking",
              description: "A minute has passed (less when the session limit ends sooner): the clock is asked again.",
            },
          },
        },
      },
    },
    realityCheck: {
      description:
        'The reality check: a dialog over the game with time played and net result this session, "Keep playing", "Stop playing" and "Set limits".',
      initial: "asking",
      states: {
        asking: {
          description: "The dialog waits for the player's choice; the game cannot be played behind it.",
          on: {
            "playSession.keep": {
              target: "keeping",
              description:
                'The player taps "Keep playing": the server is told, and the next check is an interval later.',
              actions: assign({ error: null }),
            },
            "playSession.stop": {
              target: "#playSession.stopping",
              description: 'The player taps "Stop playing": the session is ended.',
              actions: assign({ afterStop: "leave", error: null }),
            },
            "playSession.setLimits": {
              target: "#playSession.stopping",
              description: 'The player taps "Set limits": the session is ended, then their limits open.',
              actions: assign({ afterStop: "setLimits", error: null }),
            },
          },
        },
        keeping: {
          description: '"Keep playing" is on its way to the server; the button is busy.',
          invoke: {
            id: "keepPlaying",
            src: "keepPlaying",
            onDone: [
              {
                guard: "isEndedByLimit",
                target: "#playSession.limitReached",
                description: "The server says today's play time limit is reached meanwhile: the game closes.",
                actions: "rememberSession",
              },
              {
                target: "#playSession.watching.playing",
                description: "The server counts on from here: the dialog closes and play goes on.",
                actions: "rememberSession",
              },
            ],
            onError: [
              {
                guard: "isNoGame",
                target: "#playSession.idle",
                description: 'The server answers "No game is open" (the session ended elsewhere): the dialog closes.',
                actions: "rememberError",
              },
              {
                target: "asking",
                description:
                  "Otherwise (no network, a server fault) the dialog stays with the message, to choose again.",
                actions: "rememberError",
              },
            ],
          },
        },
      },
    },
    stopping: {
      description: "The session is being ended on the server; the chosen button is busy.",
      invoke: {
        id: "stopPlaying",
        src: "stopPlaying",
        onDone: [
          {
            guard: "isForLimits",
            target: "stoppedForLimits",
            description:
              "The session is ended and the player asked for limits: the game closes, then their limits open.",
          },
          {
            target: "stopped",
            description: "The session is ended: the game closes and the player leaves it.",
          },
        ],
        onError: [
          {
            guard: "isForLimits",
            target: "stoppedForLimits",
            description: "No answer (no network): the player asked to stop, so the game closes anyway and limits open.",
            actions: "rememberError",
          },
          {
            target: "stopped",
            description: "No answer (no network): the player asked to stop, so the game closes anyway.",
            actions: "rememberError",
          },
        ],
      },
    },
    stopped: {
      type: "final",
      description:
        "The player stopped playing: the game closes and, with money in the game, its balance is offered back first.",
    },
    stoppedForLimits: {
      type: "final",
      description:
        "The player stopped to set limits: the game closes, its balance is offered back, then Play responsibly opens.",
    },
    limitReached: {
      type: "final",
      description:
        "Today's play time limit is reached: the game closes with the reason, and its balance is offered back to the wallet.",
    },
  },
});
