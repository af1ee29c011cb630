import { useEffect, useState } from "react";

/**
 * The milliseconds left until the next check-in reset, ticking once a second: counted from the server's own
 * `ms_to_reset` at the moment its answer arrived (so a player's wrong clock, or the sandbox's moved one, does
 * not skew it), never below zero.
 */
export function useResetCountdown(msToReset: number, answeredAt: object): number {
  const [left, setLeft] = useState(msToReset);
  useEffect(() => {
    // `answeredAt` is the answer itself: a new answer starts the count again
    void answeredAt;
    const start = performance.now();
    setLeft(msToReset);
    const timer = window.setInterval(() => {
      setLeft(Math.max(0, msToReset - (performance.now() - start)));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [msToReset, answeredAt]);
  return left;
}
