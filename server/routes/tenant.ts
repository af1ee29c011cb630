/** /api/tenant/* — theme of the tenant resolved from the request, and the session check. */
import { Hono } from "hono";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";

export function tenantRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/config/theme-data/mobile", (c) => c.json(c.var.tenant.theme));
  app.get("/user/check-session", requireSession(ctx), (c) => c.json({ ok: true as const }));
  return app;
}
