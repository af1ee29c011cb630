/**
 * Authentication: the JWT comes in `X-Cookie` (raw or "Bearer <token>") or `Authorization: Bearer`.
 * Missing, malformed, forged, expired or another tenant's token → 401 "Unauthorized";
 * a token whose session is no longer the player's current one → 401 "Session ended. Other devices logged in".
 */
import type { Context, MiddlewareHandler } from "hono";
import type { Ctx } from "../context.ts";
import { fail } from "../errors.ts";
import { loadView, type PlayerView } from "../services/players.ts";
import type { AppEnv } from "./env.ts";

function bearer(value: string | undefined): string | null {
  if (!value) return null;
  const token = value.trim().replace(/^Bearer\s+/i, "");
  if (token === "" || token === "null" || token === "undefined") return null;
  return token;
}

/** The token a request carries (X-Cookie, else Authorization), or null. */
export function bearerToken(c: Context<AppEnv>): string | null {
  return bearer(c.req.header("x-cookie")) ?? bearer(c.req.header("authorization"));
}

/** The caller of a request, or a 401. */
export async function authenticate(ctx: Ctx, c: Context<AppEnv>): Promise<{ player: PlayerView; token: string }> {
  const token = bearerToken(c);
  if (!token) fail(401, "Unauthorized");
  const claims = await ctx.tokens.verify(token);
  if (!claims || claims.tid !== c.var.tenant.id) fail(401, "Unauthorized");
  const player = await loadView(ctx, claims.sub);
  if (!player || player.tenantId !== claims.tid) fail(401, "Unauthorized");
  if (player.sessionId !== claims.sid) fail(401, "Session ended. Other devices logged in");
  return { player, token };
}

/** Requires a valid token of this tenant and the current session; loads the caller into `player`. */
export function requireSession(ctx: Ctx): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { player, token } = await authenticate(ctx, c);
    c.set("player", player);
    c.set("token", token);
    await next();
  };
}

/** For calls that take a player id in the path: it must be the caller's own. */
export function assertOwnId(id: string, player: { id: string }): void {
  if (id !== player.id) fail(403, "Unauthorized");
}

/** The client address and user agent of a sign-in (the history records them). */
export function signInClient(c: Context<AppEnv>): { ip: string; userAgent: string | undefined } {
  return { ip: c.var.clientIp, userAgent: c.req.header("user-agent") };
}
