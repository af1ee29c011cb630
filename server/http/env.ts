/** What handlers see on the Hono context, besides the request. */
import type { PlayerView } from "../services/players.ts";
import type { TenantInfo } from "../services/tenants.ts";

/** Inline code a page carries, as CSP hash sources ("'sha256-…'"); see security.ts. */
export type InlineHashes = { scripts: string[]; styles: string[] };

export type AppEnv = {
  Variables: {
    tenant: TenantInfo;
    /** The client's address for rate limits (see http/client-ip.ts). */
    clientIp: string;
    /** Set by requireSession: the caller, loaded with balances and counts. */
    player: PlayerView;
    /** The token the request came with (echoed in User answers). */
    token: string;
    /** Set by a handler serving HTML with inline code: its hashes join the page's CSP (security.ts). */
    csp: InlineHashes;
    /** Set by the demo provider's game page: framed by its own origin only (security.ts). */
    framedBySelf: boolean;
    /**
     * Set by the file server for a script or stylesheet of the built app (a chunk or its CSS in the build's
     * manifest, hashed and immutable): a subresource, never a document, so it carries none of the headers
     * only documents use (security.ts).
     */
    subresource: boolean;
  };
};
