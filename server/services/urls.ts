/**
 * URLs the API hands out (avatars, receipts, payment pages, tenant logos) pass `isPublicUrl` of the
 * contract: a same-origin path or https; http only to a loopback host with the sandbox on. Anything
 * else stored somewhere (a mistyped logo, a `javascript:` link) never reaches a page.
 */
import { isPublicUrl } from "../../src/api/contract/common.ts";

/** What a tenant image falls back to when its stored URL is not one to hand out (dist/placeholder.svg). */
export const placeholderImage = "/placeholder.svg";

/** The URL when it may be handed out, else null. */
export function handOut(url: string | null, options: { sandbox: boolean } = { sandbox: false }): string | null {
  return url !== null && isPublicUrl(url, { loopbackHttp: options.sandbox }) ? url : null;
}
