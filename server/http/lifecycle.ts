/**
 * The instance's life as a service: serving, then draining once asked to stop (SIGTERM, main.ts).
 * Draining, the instance answers `/readyz` 503 at once (a load balancer sends it no new work), closes each
 * connection after its current answer (`Connection: close`), and ends its event streams, which were told
 * how soon to reconnect (the `retry:` hint of routes/events.ts): the app reconnects through the balancer
 * to another instance. main.ts then waits for the requests in flight and exits.
 */
export type Lifecycle = {
  draining: () => boolean;
  /** Runs `callback` when draining starts (at once when it has already started). */
  onDrain: (callback: () => void) => () => void;
  /** Starts draining (once; later calls do nothing). */
  drain: () => void;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  const callbacks = new Set<() => void>();
  return {
    draining: () => draining,
    onDrain(callback) {
      if (draining) callback();
      else callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
    drain() {
      if (draining) return;
      draining = true;
      for (const callback of [...callbacks]) callback();
      callbacks.clear();
    },
  };
}
