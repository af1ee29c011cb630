/**
 * Read-through cache for hot reads, valid while the data version stays put (embedded database:
 * any write anywhere drops everything, see db/open.ts) and for at most `maxAgeMs` on the app's
 * clock (bounds time-based drift such as the 30-day activity window). Without a data version
 * (PostgreSQL, other instances write too) every read goes to the database.
 */
export type ReadCache = { read: <T>(key: string, load: () => Promise<T>) => Promise<T> };

export function createReadCache(
  now: () => Date,
  dataVersion: (() => number) | null,
  { maxAgeMs = 2000, limit = 20_000 }: { maxAgeMs?: number; limit?: number } = {},
): ReadCache {
  if (!dataVersion) return { read: (_key, load) => load() };
  const entries = new Map<string, { version: number; at: number; value: unknown }>();
  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const at = now().getTime();
      const hit = entries.get(key);
      if (hit && hit.version === dataVersion() && Math.abs(at - hit.at) < maxAgeMs) return hit.value as T;
      const version = dataVersion();
      const value = await load();
      if (entries.size >= limit) entries.clear();
      entries.set(key, { version, at, value });
      return value;
    },
  };
}
