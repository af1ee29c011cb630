/**
 * /api/player/security — the signed-in player's sign-in and security (contract/security.ts):
 *
 *   GET /           SecurityOverview: passkeys, two-step sign-in, the sign-in before this session's
 *   GET /sign_ins   SignInList: the last 50 sign-ins and failed attempts, newest first (`current`: this session's)
 *
 * Only these exact paths: /passkeys and /two_step under the same prefix are other sub-apps (mounted in app.ts),
 * so nothing here is registered for the whole prefix. Neither call takes a player id: each reads the caller's own.
 */
import { Hono, type MiddlewareHandler } from "hono";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { securityOverview } from "../services/security-overview.ts";
import { listSignIns } from "../services/sign-ins.ts";

/** Who signed in from where is the player's own: never kept by a cache on the way. */
const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
};

export function securityRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const auth = requireSession(ctx);
  // the session id is the token's `sid`: requireSession accepts a token only while it is the player's current one
  app.get("/", noStore, auth, async (c) => c.json(await securityOverview(ctx.db, c.var.player)));
  app.get("/sign_ins", noStore, auth, async (c) => {
    const { id, sessionId } = c.var.player;
    return c.json({ items: await listSignIns(ctx.db, id, sessionId) });
  });
  return app;
}
