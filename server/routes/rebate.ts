/** /api/player/rebate/* — the player's rebates (own and downline turnover) and claiming them into the wallet. */
import { Hono } from "hono";
import { Page } from "../../src/api/contract/common.ts";
import { ClaimRebateBody } from "../../src/api/contract/rebates.ts";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { queryInt, readJson, validate } from "../http/input.ts";
import { claimRebates, listRebates } from "../services/rebates.ts";

export function rebateRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession(ctx));

  app.get("/getRebates", async (c) => {
    const { page, limit } = validate(Page, {
      page: queryInt(c.req.query("page"), 1),
      limit: queryInt(c.req.query("limit"), 20),
    });
    return c.json(await listRebates(ctx, c.var.player, page, limit));
  });

  app.post("/claim", async (c) => {
    const body = await readJson(c, ClaimRebateBody);
    return c.json(await claimRebates(ctx, c.var.player, body));
  });

  return app;
}
