import type { PlaySession } from "../src/api/contract/responsible.ts";
import { apiError } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";
import { playSessionMachine } from "./play-session.machine.ts";

/** Twelve minutes into a session, RM 12.50 down, no reality check due, no session limit. */
const playing: PlaySession = {
  started_at: "2026-11-28T06:00:00.000Z",
  played_seconds: 12 * 60,
  net: -1250,
  currency: "MYR",
  reality_check_due: false,
  session_left_seconds: null,
  ended_by_limit: false,
};

/** Fifteen minutes in (a 15-minute reality check): the check is due. */
const realityCheckDue: PlaySession = { ...playing, played_seconds: 15 * 60, reality_check_due: true };

/** After "Keep playing": the next check an interval later. */
const keptOn: PlaySession = { ...realityCheckDue, reality_check_due: false };

/** A 30-minute daily limit used up: play has ended. */
const limitReached: PlaySession = {
  ...playing,
  played_seconds: 30 * 60,
  session_left_seconds: 0,
  ended_by_limit: true,
};

/**
 * A player on /play_game: the heartbeat finds play going on, a reality check due or the day's play time limit
 * reached; at the reality check they keep playing, stop, or stop to set limits; "No game is open" after a launch
 * that failed (or a session ended elsewhere); the network drops.
 */
export const playSessionModel: PathModel = {
  name: "playSession",
  machine: playSessionMachine,
  input: { providerCode: "DRG" },
  contextKey: (context) => ({ afterStop: context.afterStop, session: context.session !== null }),
  events: {
    "xstate.done.actor.heartbeat": {
      "playing on": { type: "xstate.done.actor.heartbeat", output: playing },
      "reality check due": { type: "xstate.done.actor.heartbeat", output: realityCheckDue },
      "play time limit reached": { type: "xstate.done.actor.heartbeat", output: limitReached },
    },
    "xstate.error.actor.heartbeat": {
      "no game open": { type: "xstate.error.actor.heartbeat", error: apiError(404, "No game is open") },
      "network down": { type: "xstate.error.actor.heartbeat", error: apiError(0, "Error Encountered") },
    },
    "xstate.done.actor.keepPlaying": {
      "next check later": { type: "xstate.done.actor.keepPlaying", output: keptOn },
      "play time limit reached": { type: "xstate.done.actor.keepPlaying", output: limitReached },
    },
    "xstate.error.actor.keepPlaying": {
      "no game open": { type: "xstate.error.actor.keepPlaying", error: apiError(404, "No game is open") },
      "network down": { type: "xstate.error.actor.keepPlaying", error: apiError(0, "Error Encountered") },
    },
    "xstate.done.actor.stopPlaying": { ended: { type: "xstate.done.actor.stopPlaying", output: { ok: true } } },
    "xstate.error.actor.stopPlaying": {
      "network down": { type: "xstate.error.actor.stopPlaying", error: apiError(0, "Error Encountered") },
    },
  },
};
