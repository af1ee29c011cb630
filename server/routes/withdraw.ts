/** /api/player/withdraw/* — what the withdraw form needs to know, and create a withdrawal. */
import { Hono } from "hono";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { readJson } from "../http/input.ts";
import { createWithdraw, WithdrawInput, withdrawInfo } from "../services/withdrawals.ts";

export function withdrawRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession(ctx));

  app.get("/getWithdrawInfo", async (c) => c.json(await withdrawInfo(ctx, c.var.player)));

  app.post("/createWithdraw", async (c) => {
    const body = await readJson(c, WithdrawInput);
    return c.json(await createWithdraw(ctx, c.var.tenant, c.var.player, body));
  });

  return app;
}
