/** What counts as the player's first input: a tap (any pointer) or a key. */
const firstInputEvents = ["pointerdown", "keydown"] as const;

/**
 * Runs `then` once, at the player's first tap or key press (seen in the capture phase, never delaying it), so that
 * work the first screen does not need (the service worker: src/main.tsx) starts only once the screen is in use.
 * Returns what stops waiting.
 */
export function afterFirstInput(then: () => void): () => void {
  const stop = () => {
    for (const type of firstInputEvents) window.removeEventListener(type, once, true);
  };
  function once() {
    stop();
    then();
  }
  for (const type of firstInputEvents) window.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}
