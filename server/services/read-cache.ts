/**
 * Read-through cache for hot reads, valid while the data version stays put (embedded database:
 * any write anywhere drops everything, see db/open.ts) and for at most `maxAgeMs` on the app's
 * clock (bounds time-based drift such as the 30-day activity window). Without a data version
 * (PostgreSQL, other instances write too) every `read` goes to the database.
 *
 * `reference` is for the tenant's reference data that this API never writes (the game catalogue, the
 * bank list: only the seed and an operator working in the database change them; a test holds the
 * server to that, tests/server/read-cache.test.ts). Those reads are cached on PostgreSQL too, for
 * `maxAgeMs` on each instance, so an operator's change shows everywhere within that time. A balance or
 * anything a player's request writes never goes through it.
 */
export type ReadCache = {
  read: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  reference: <T>(key: string, load: () => Promise<T>) => Promise<T>;
};

export function createReadCache(
  now: () => Date,
  dataVersion: (() => number) | null,
  { maxAgeMs = 2000, limit = 20_000 }: { maxAgeMs?: number; limit?: number } = {},
): ReadCache {
  const entries = new Map<string, { version: number; at: number; value: unknown }>();
  const cached = async <T>(key: string, load: () => Promise<T>, version: () => number): Promise<T> => {
    const at = now().getTime();
    const hit = entries.get(key);
    if (hit && hit.version === version() && Math.abs(at - hit.at) < maxAgeMs) return hit.value as T;
    const before = version();
    const value = await load();
    if (entries.size >= limit) entries.clear();
    entries.set(key, { version: before, at, value });
    return value;
  };
  const unversioned = () => 0;
  if (!dataVersion) {
    return {
      read: (_key, load) => load(),
      reference: (key, load) => cached(`reference:${key}`, load, unversioned),
    };
  }
  return {
    read: (key, load) => cached(key, load, dataVersion),
    reference: (key, load) => cached(`reference:${key}`, load, dataVersion),
  };
}
