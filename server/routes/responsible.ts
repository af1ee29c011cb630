/**
 * /api/player/responsible/* — play responsibly (contract/responsible.ts), every call with the session:
 *
 *   GET  /                ResponsibleView: the limits with what is left and when they reset, a raise
 *                         waiting its 24 hours, the reality-check interval, a time-out or self-exclusion
 *   POST /limit           SetLimitBody → SetLimitAnswer (services/limit-changes.ts)
 *   POST /reality_check   RealityCheckBody → ResponsibleView
 *   POST /restrict        RestrictBody → ResponsibleView (the caller's session ends with it)
 *   POST /play            PlaySessionBody → PlaySession: the open game's heartbeat (services/play-sessions.ts)
 *   POST /play/keep       → PlaySession: "Keep playing" after a reality check
 *   POST /play/stop       → Ok: the game session ends
 */
import { Hono } from "hono";
import { PlaySessionBody, RealityCheckBody, RestrictBody, SetLimitBody } from "../../src/api/contract/responsible.ts";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { readJson } from "../http/input.ts";
import { setLimit } from "../services/limit-changes.ts";
import { responsibleView } from "../services/limits.ts";
import { heartbeat, keepPlaying, stopPlaying } from "../services/play-sessions.ts";
import { restrict, setRealityCheck } from "../services/restrictions.ts";

export function responsibleRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession(ctx));
  app.use("*", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });

  app.get("/", async (c) => c.json(await responsibleView(ctx, c.var.player)));
  app.post("/limit", async (c) => c.json(await setLimit(ctx, c.var.player, await readJson(c, SetLimitBody))));
  app.post("/reality_check", async (c) =>
    c.json(await setRealityCheck(ctx, c.var.player, await readJson(c, RealityCheckBody))),
  );
  app.post("/restrict", async (c) => c.json(await restrict(ctx, c.var.player, await readJson(c, RestrictBody))));
  app.post("/play", async (c) => c.json(await heartbeat(ctx, c.var.player, await readJson(c, PlaySessionBody))));
  app.post("/play/keep", async (c) => c.json(await keepPlaying(ctx, c.var.player)));
  app.post("/play/stop", async (c) => c.json(await stopPlaying(ctx, c.var.player)));
  return app;
}
