/**
 * Rate limits kept in the database (`rate_limits`), so every API instance on one database shares
 * them and a restart does not wipe them. Each key is a fixed window: the first hit starts it, every
 * hit adds one, and the window's end starts it over. A hit is one statement
 * (`insert … on conflict do update … returning`), so concurrent requests get distinct counts and
 * the caller decides on the count it got back: with a limit of 10, exactly 10 hits are ≤ 10.
 */
import { createHash } from "node:crypto";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/open.ts";
import { rateLimits } from "../db/schema.ts";

export type Hit = { key: string; windowMs: number };

/** A key part that may be long or personal (a username, a phone): hashed, fixed length. */
export function keyPart(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 22);
}

/** How often expired rows are deleted (per process, on the app's clock). */
const PRUNE_EVERY_MS = 60_000;

export type Limiter = {
  /**
   * Counts one hit on each key and answers each key's count in its current window (this hit
   * included). Inside a transaction pass it as `db`: the hits then count only if it commits.
   */
  hit: (hits: Hit[], db?: Db) => Promise<Map<string, number>>;
  /**
   * Counts one hit on `key` (one statement, as `hit`) and answers whether it is within `limit` in the
   * window: of N concurrent calls, exactly `limit` answer true. Refused calls are counted too.
   */
  within: (key: string, windowMs: number, limit: number, db?: Db) => Promise<boolean>;
  /** Takes one hit back (a successful login does not count against the client's address). */
  release: (key: string) => Promise<void>;
  /** Forgets keys (a successful login clears its username's failures). */
  clear: (keys: string[]) => Promise<void>;
};

export function createLimiter(defaultDb: Db, now: () => Date): Limiter {
  let prunedAt = 0;
  const prune = async (db: Db, at: Date) => {
    if (Math.abs(at.getTime() - prunedAt) < PRUNE_EVERY_MS) return;
    prunedAt = at.getTime();
    await db.delete(rateLimits).where(lte(rateLimits.expiresAt, at));
  };

  const limiter: Limiter = {
    async hit(hits, db = defaultDb) {
      const at = now();
      const unique = [...new Map(hits.map((h) => [h.key, h])).values()];
      if (unique.length === 0) return new Map();
      const rows = await db
        .insert(rateLimits)
        .values(
          unique.map((h) => ({
            key: h.key,
            count: 1,
            windowStart: at,
            expiresAt: new Date(at.getTime() + h.windowMs),
          })),
        )
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.expiresAt} <= excluded.window_start then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${rateLimits.expiresAt} <= excluded.window_start then excluded.window_start else ${rateLimits.windowStart} end`,
            expiresAt: sql`case when ${rateLimits.expiresAt} <= excluded.window_start then excluded.expires_at else ${rateLimits.expiresAt} end`,
          },
        })
        .returning({ key: rateLimits.key, count: rateLimits.count });
      await prune(db, at);
      return new Map(rows.map((r) => [r.key, r.count]));
    },
    async within(key, windowMs, limit, db = defaultDb) {
      const counts = await limiter.hit([{ key, windowMs }], db);
      return (counts.get(key) ?? 0) <= limit;
    },
    async release(key) {
      await defaultDb
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.expiresAt, now())));
    },
    async clear(keys) {
      if (keys.length > 0) await defaultDb.delete(rateLimits).where(inArray(rateLimits.key, keys));
    },
  };
  return limiter;
}
