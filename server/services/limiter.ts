/**
 * In-memory failure counter (per process): after `max` failures within `windowMs` a key is
 * refused until the window ends. Used against password guessing on login.
 */
export type FailureLimiter = {
  isBlocked: (key: string, now: Date) => boolean;
  fail: (key: string, now: Date) => void;
  reset: (key: string) => void;
};

const LIMIT_KEYS = 50_000;

export function createFailureLimiter(max: number, windowMs: number): FailureLimiter {
  const entries = new Map<string, { count: number; since: number }>();
  const current = (key: string, now: Date) => {
    const entry = entries.get(key);
    if (entry && now.getTime() - entry.since >= windowMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    isBlocked: (key, now) => (current(key, now)?.count ?? 0) >= max,
    fail(key, now) {
      const entry = current(key, now);
      if (entry) entry.count += 1;
      else {
        if (entries.size >= LIMIT_KEYS) entries.clear();
        entries.set(key, { count: 1, since: now.getTime() });
      }
    },
    reset: (key) => {
      entries.delete(key);
    },
  };
}
