/**
 * POST /api/player/games/launch — a signed launch URL for one game (services/game-launch.ts).
 * Mounted at /api/player/games beside the catalogue and transfer routes; its session check is on
 * the route itself, so it adds nothing to theirs.
 */
import { Hono } from "hono";
import { LaunchBody } from "../../src/api/contract/games.ts";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { readJson } from "../http/input.ts";
import { launchGame } from "../services/game-launch.ts";
import { gameLanguageOf } from "../services/game-tokens.ts";

export function gameLaunchRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post("/launch", requireSession(ctx), async (c) => {
    const body = await readJson(c, LaunchBody);
    const language = gameLanguageOf(c.req.header("accept-language"));
    c.header("Cache-Control", "no-store");
    return c.json(await launchGame(ctx, c.var.player, body.game_id, language));
  });
  return app;
}
