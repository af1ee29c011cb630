import type { SnapshotFrom } from "xstate";
import type { playSessionMachine } from "./play-session.machine.ts";

type PlaySessionSnapshot = Pick<SnapshotFrom<typeof playSessionMachine>, "matches" | "context">;

/**
 * What /play_game shows of the play session: nothing over the game (`idle`, `playing`), the reality check's dialog
 * (`realityCheck`, with `keeping` or `stopping` busy), or the game closed: stopped by the player (to leave it or to
 * set limits) or by the day's play time limit.
 */
export type PlaySessionStep =
  | "idle"
  | "playing"
  | "realityCheck"
  | "keeping"
  | "stopping"
  | "stopped"
  | "stoppedForLimits"
  | "limitReached";

export function selectPlaySessionStep(snapshot: PlaySessionSnapshot): PlaySessionStep {
  if (snapshot.matches("watching")) return "playing";
  if (snapshot.matches({ realityCheck: "asking" })) return "realityCheck";
  if (snapshot.matches({ realityCheck: "keeping" })) return "keeping";
  if (snapshot.matches("stopping")) return "stopping";
  if (snapshot.matches("stopped")) return "stopped";
  if (snapshot.matches("stoppedForLimits")) return "stoppedForLimits";
  if (snapshot.matches("limitReached")) return "limitReached";
  return "idle";
}

/** The reality check's dialog is open (waiting for a choice, or with the chosen one on its way). */
export function selectShowsRealityCheck(snapshot: PlaySessionSnapshot): boolean {
  return snapshot.matches("realityCheck") || snapshot.matches("stopping");
}

/** A choice of the reality check: "Keep playing", "Stop playing", "Set limits". */
export type RealityCheckChoice = "keep" | "stop" | "setLimits";

/** Which choice of the reality check is on its way to the server, if any. */
export function selectRealityCheckBusy(snapshot: PlaySessionSnapshot): RealityCheckChoice | null {
  if (snapshot.matches({ realityCheck: "keeping" })) return "keep";
  if (snapshot.matches("stopping")) return snapshot.context.afterStop === "setLimits" ? "setLimits" : "stop";
  return null;
}

/** The session is over on this screen: the game's frame is taken away. */
export function selectIsGameClosed(snapshot: PlaySessionSnapshot): boolean {
  return snapshot.matches("stopped") || snapshot.matches("stoppedForLimits") || snapshot.matches("limitReached");
}

/** A session is open on the server: leaving the screen now ends it (the flow tells the server). */
export function selectHasOpenSession(snapshot: PlaySessionSnapshot): boolean {
  return snapshot.matches("watching") || snapshot.matches("realityCheck");
}

/**
 * Leaving the screen now should end the session on the server: one is open, or the player stopped it and the stop
 * got no answer (it may still be open).
 */
export function selectEndsOnLeave(snapshot: PlaySessionSnapshot): boolean {
  const stopped = snapshot.matches("stopped") || snapshot.matches("stoppedForLimits");
  return selectHasOpenSession(snapshot) || (stopped && snapshot.context.error !== null);
}

/** The server's session clock as it last answered (time played, net result), if it has. */
export const selectSession = (snapshot: PlaySessionSnapshot) => snapshot.context.session;

/** The server-message key of the last failure, for the screen to translate. */
export const selectPlaySessionError = (snapshot: PlaySessionSnapshot) => snapshot.context.error;
