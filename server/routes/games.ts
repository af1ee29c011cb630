/** /api/player/games/* — the catalogue and the player's game accounts (transfers and launching have their own routers). */
import { Hono } from "hono";
import { providerCodePattern } from "../../src/api/contract/games.ts";
import type { Ctx } from "../context.ts";
import { fail } from "../errors.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { catalogueOf, gameAccountOf, gameAccountsOf } from "../services/games.ts";

export function gameRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession(ctx));

  app.get("/getCatalogue", async (c) => c.json(await catalogueOf(ctx, c.var.tenant.id, c.var.player.currency)));

  app.get("/getGameAccounts", async (c) => c.json(await gameAccountsOf(ctx, c.var.player)));

  app.get("/getGameAccount/:code", async (c) => {
    const code = c.req.param("code");
    if (!providerCodePattern.test(code)) fail(404, "Game provider not found");
    return c.json(await gameAccountOf(ctx, c.var.player, code));
  });

  return app;
}
