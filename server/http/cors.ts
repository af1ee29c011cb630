/**
 * CORS allowlist (ASVS 5.0 V3.4.2): a browser on another origin may call the API with credentials
 * only from an origin we know. Allowed: an exact `CORS_ORIGINS` entry, or a tenant's own host
 * (the `tenant_hosts` table) as `https://<host>[:port]` — or `http://<host>[:port]` when that
 * host is loopback (localhost, *.localhost, 127.0.0.0/8, [::1]: development and demos). Anything
 * else, `null` included, gets no CORS headers at all: never an echo of what the request sent.
 */
import { isLoopbackHost } from "../../src/api/contract/common.ts";
import type { TenantDirectory } from "../services/tenants.ts";

/** The URL of an Origin header when it is one exactly (scheme://host[:port], as browsers send it), else null. */
export function parseOrigin(origin: string): URL | null {
  if (origin.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return url.origin === origin ? url : null;
}

/** Whether a request's Origin may read answers with credentials. */
export function createOriginPolicy(
  tenants: Pick<TenantDirectory, "byHost">,
  configured: readonly string[],
): (origin: string | undefined) => Promise<boolean> {
  const listed = new Set(configured);
  return async (origin) => {
    if (!origin) return false;
    if (listed.has(origin)) return true;
    const url = parseOrigin(origin);
    if (!url) return false;
    if (url.protocol === "http:" && !isLoopbackHost(url.hostname)) return false;
    return (await tenants.byHost(url.hostname.toLowerCase())) !== null;
  };
}
