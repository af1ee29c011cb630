import { useSyncExternalStore } from "react";

const unchanging = () => () => {};

/**
 * False while the page is still the prerendered HTML (on the server, and during hydration), true once the app
 * runs it. A control whose action needs the app (a submit, a toggle) is disabled until then, so a tap on the
 * prerendered screen waits for the app instead of doing nothing or posting the form natively; typing is kept
 * (src/lib/typed-before-hydration.ts). Drawn by the app itself (no prerender), it is true from the start.
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
