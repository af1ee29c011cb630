/** What handlers see on the Hono context, besides the request. */
import type { PlayerView } from "../services/players.ts";
import type { TenantInfo } from "../services/tenants.ts";

export type AppEnv = {
  Variables: {
    tenant: TenantInfo;
    /** The client's address for rate limits (see http/client-ip.ts). */
    clientIp: string;
    /** Set by requireSession: the caller, loaded with balances and counts. */
    player: PlayerView;
    /** The token the request came with (echoed in User answers). */
    token: string;
  };
};
