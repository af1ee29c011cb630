import type { InspectionEvent } from "xstate";

/**
 * The live-inspection hook every flow passes to its actors. Empty for players;
 * set (by visualiser/live-inspect.ts, loaded only on request) when the app runs
 * in development or was opened with ?inspect, to follow the app in the visualiser.
 */
export const inspector: { inspect?: (event: InspectionEvent) => void } = {};

const flag = "player-app:inspect";

/** Whether this tab asked for live inspection (?inspect, remembered for the tab). */
export function wantsInspection(): boolean {
  if (import.meta.env.DEV) return true;
  if (new URLSearchParams(window.location.search).has("inspect")) sessionStorage.setItem(flag, "1");
  return sessionStorage.getItem(flag) === "1";
}
