/** /api/player/checkin/* — the daily check-in: where the player stands today, and claiming today's reward. */
import { Hono } from "hono";
import { ClaimCheckInBody } from "../../src/api/contract/check-in.ts";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { readJson } from "../http/input.ts";
import { checkInStatus, claimCheckIn } from "../services/check-in.ts";

export function checkInRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession(ctx));

  app.get("/getCheckIn", async (c) => c.json(await checkInStatus(ctx, c.var.player)));

  app.post("/claim", async (c) => {
    const body = await readJson(c, ClaimCheckInBody);
    return c.json(await claimCheckIn(ctx, c.var.player, body));
  });

  return app;
}
