/** /api/player/gift/* — the tenant's gift catalogue, redeeming a gift with points, and the player's redemptions. */
import { Hono } from "hono";
import { Page } from "../../src/api/contract/common.ts";
import { RedeemGiftBody } from "../../src/api/contract/gift-redeem.ts";
import { GiftId } from "../../src/api/contract/gifts.ts";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { queryInt, readJson, validate } from "../http/input.ts";
import { getGift, listGifts, listRedemptions, redeemGift } from "../services/gifts.ts";

export function giftRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession(ctx));

  app.get("/getGifts", async (c) => c.json(await listGifts(ctx, c.var.player)));

  app.get("/getGift/:id", async (c) => {
    const id = c.req.param("id");
    if (!GiftId.allows(id)) return c.json("Gift not found", 404);
    return c.json(await getGift(ctx, c.var.player.tenantId, id));
  });

  app.post("/redeem", async (c) => {
    const body = await readJson(c, RedeemGiftBody);
    return c.json(await redeemGift(ctx, c.var.player, body));
  });

  app.get("/getRedemptions", async (c) => {
    const { page, limit } = validate(Page, {
      page: queryInt(c.req.query("page"), 1),
      limit: queryInt(c.req.query("limit"), 20),
    });
    return c.json(await listRedemptions(ctx, c.var.player, page, limit));
  });

  return app;
}
