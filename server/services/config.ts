/** Back-office key/value configuration per tenant, cached briefly in memory (it changes rarely). */
import { asc, eq } from "drizzle-orm";
import type { ConfigList } from "../../src/api/contract/config.ts";
import type { Db } from "../db/open.ts";
import { configEntries } from "../db/schema.ts";

const TTL_MS = 10_000;

export type ConfigStore = {
  list: (tenantId: string) => Promise<ConfigList>;
  /** Forgets the cached entries of a tenant (after a change). */
  invalidate: (tenantId: string) => void;
};

export function createConfigStore(db: Db): ConfigStore {
  const cache = new Map<string, { at: number; entries: ConfigList }>();
  return {
    async list(tenantId) {
      const hit = cache.get(tenantId);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.entries;
      const entries = await db
        .select({ key: configEntries.key, value: configEntries.value })
        .from(configEntries)
        .where(eq(configEntries.tenantId, tenantId))
        .orderBy(asc(configEntries.key));
      cache.set(tenantId, { at: Date.now(), entries });
      return entries;
    },
    invalidate(tenantId) {
      cache.delete(tenantId);
    },
  };
}
