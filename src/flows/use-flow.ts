import { useMachine } from "@xstate/react";
import type { ActorOptions, AnyActorLogic, AnyStateMachine, InspectionEvent } from "xstate";

/**
 * The live-inspection hook of every flow's actors: empty for players; set by
 * src/visualiser/live-inspection.ts (main.tsx loads it only on request: in development, or with
 * ?inspect from the sandbox server's /flows) so the statechart visualiser can follow the app.
 */
export const inspector: { inspect?: (event: InspectionEvent) => void } = {};

const flag = "player-app:inspect";

/** Whether this tab asked for live inspection (?inspect, remembered for the tab). */
export function wantsInspection(): boolean {
  if (import.meta.env.DEV) return true;
  if (new URLSearchParams(window.location.search).has("inspect")) sessionStorage.setItem(flag, "1");
  return sessionStorage.getItem(flag) === "1";
}

/** Actor options with the inspector attached: the one place a flow's actor gets it. */
export function withInspection<TLogic extends AnyActorLogic>(options: ActorOptions<TLogic> = {}): ActorOptions<TLogic> {
  return { ...options, inspect: (event) => inspector.inspect?.(event) };
}

/** Runs a flow's machine (wired in src/flows/<flow>.ts) for one screen, inspectable. */
export function useFlow<TMachine extends AnyStateMachine>(logic: TMachine, options?: ActorOptions<TMachine>) {
  return useMachine(logic, withInspection(options));
}
