/** /api/player/config/* — the tenant's back-office configuration. */
import { Hono } from "hono";
import { GetConfigBody } from "../../src/api/contract/config.ts";
import type { Ctx } from "../context.ts";
import { fail } from "../errors.ts";
import type { AppEnv } from "../http/env.ts";
import { readJson } from "../http/input.ts";

export function configRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post("/getConfig", async (c) => {
    const { key } = await readJson(c, GetConfigBody);
    const entry = (await ctx.config.list(c.var.tenant.id)).find((e) => e.key === key);
    if (!entry) fail(404, "Not found");
    return c.json(entry);
  });

  app.get("/getPlayerBoConfig", async (c) => c.json(await ctx.config.list(c.var.tenant.id)));

  return app;
}
