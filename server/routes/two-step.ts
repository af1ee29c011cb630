/**
 * /api/player/security/two_step — two-step sign-in with an authenticator app (services/two-step.ts): the status,
 * setting up a secret, turning it on with a code (answers the recovery codes, once) and off with the password and
 * a code. The sign-in's second step is POST /api/player/user/login/two_step (routes/user.ts).
 */
import { Hono } from "hono";
import { DisableTwoStepBody, EnableTwoStepBody } from "../../src/api/contract/security.ts";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { readJson } from "../http/input.ts";
import { disableTwoStep, enableTwoStep, setUpTwoStep, twoStepStatus } from "../services/two-step.ts";

export function twoStepRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession(ctx));

  app.get("/", async (c) => c.json(await twoStepStatus(ctx.db, c.var.player.id)));

  app.post("/setup", async (c) => c.json(await setUpTwoStep(ctx, c.var.tenant, c.var.player)));

  app.post("/enable", async (c) => {
    const { code } = await readJson(c, EnableTwoStepBody);
    return c.json(await enableTwoStep(ctx, c.var.player.id, code));
  });

  app.post("/disable", async (c) => {
    const body = await readJson(c, DisableTwoStepBody);
    return c.json(await disableTwoStep(ctx, c.var.player, body));
  });

  return app;
}
