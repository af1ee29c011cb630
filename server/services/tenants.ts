/**
 * Tenant lookup by host name, kept in memory (tenants change rarely; refreshed in the background).
 * The host comes from the `current_domain` header (a page URL), else `Origin`, else `Host`.
 */
import { asc } from "drizzle-orm";
import type { Theme } from "../../src/api/contract/tenant.ts";
import type { Db } from "../db/open.ts";
import { tenantHosts, tenants } from "../db/schema.ts";
import { handOut, placeholderImage } from "./urls.ts";

export type TenantInfo = { id: string; brandName: string; theme: Theme; hosts: string[] };

export type TenantDirectory = {
  /** The tenant for a host name; null when unknown. */
  byHost: (host: string | null) => Promise<TenantInfo | null>;
  /** The first tenant (sandbox fallback for unknown hosts). */
  fallback: () => Promise<TenantInfo | null>;
  reload: () => Promise<void>;
};

const REFRESH_MS = 60_000;

/**
 * @param options.sandbox lets the theme's images be http on a loopback host (see urls.ts); any
 *   other image URL that is not a same-origin path or https is replaced by the placeholder.
 */
export function createTenantDirectory(db: Db, options: { sandbox: boolean } = { sandbox: false }): TenantDirectory {
  const image = (url: string) => handOut(url, options) ?? placeholderImage;
  let hosts = new Map<string, TenantInfo>();
  let first: TenantInfo | null = null;
  let loadedAt = 0;
  let loading: Promise<void> | null = null;

  async function load(): Promise<void> {
    const rows = await db.select().from(tenants).orderBy(asc(tenants.position), asc(tenants.createdAt));
    const hostRows = await db.select().from(tenantHosts);
    const byId = new Map<string, TenantInfo>();
    for (const row of rows) {
      byId.set(row.id, {
        id: row.id,
        brandName: row.brandName,
        hosts: [],
        theme: {
          brand_name: row.brandName,
          logo: image(row.logo),
          themecolor: /^#[0-9a-fA-F]{6}$/.test(row.themecolor) ? row.themecolor : "#f5b301",
          user_card_arrow_left: image(row.userCardArrowLeft),
          user_card_arrow_right: image(row.userCardArrowRight),
          restore_icon: image(row.restoreIcon),
        },
      });
    }
    const next = new Map<string, TenantInfo>();
    for (const { host, tenantId } of hostRows) {
      const tenant = byId.get(tenantId);
      if (!tenant) continue;
      tenant.hosts.push(host);
      next.set(host.toLowerCase(), tenant);
    }
    hosts = next;
    first = rows[0] ? (byId.get(rows[0].id) ?? null) : null;
    loadedAt = Date.now();
  }

  function reload(): Promise<void> {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  async function ready(): Promise<void> {
    if (loadedAt === 0) return reload();
    if (Date.now() - loadedAt > REFRESH_MS) reload().catch(() => {});
  }

  return {
    async byHost(host) {
      await ready();
      return host ? (hosts.get(host) ?? null) : null;
    },
    async fallback() {
      await ready();
      return first;
    },
    reload,
  };
}

/** Host name (lower case, no port) of a page URL, an origin or a Host header; null when unusable. */
export function hostnameOf(value: string | undefined | null): string | null {
  if (!value) return null;
  const text = value.trim();
  if (text === "" || text.length > 2048 || text === "null") return null;
  try {
    const url = new URL(text.includes("://") ? text : `http://${text}`);
    const host = url.hostname.toLowerCase().replace(/\.$/, "");
    return host === "" ? null : host;
  } catch {
    return null;
  }
}
