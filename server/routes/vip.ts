/** /api/player/vip/* — the VIP page: the player's tier, deposits, the ladder with rebate rates, the next tier. */
import { Hono } from "hono";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { vipInfoOf } from "../services/vip.ts";

export function vipRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession(ctx));

  // takes no input: the query string is ignored
  app.get("/getVip", async (c) => c.json(await vipInfoOf(ctx, c.var.player)));

  return app;
}
