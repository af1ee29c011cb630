/**
 * /api/player/games/* — moving money between the main wallet and game accounts: transfer
 * (wallet ⇄ a provider), internal_transfer (a provider → another provider) and restore (game
 * balances back to the wallet). Mounted beside the catalogue's router on the same prefix, so the
 * session is required per route, not for the whole prefix.
 */
import { Hono } from "hono";
import { RestoreBody, TransferBody } from "../../src/api/contract/games.ts";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { readJson } from "../http/input.ts";
import { createTransfer, restoreGameBalances } from "../services/game-transfers.ts";

export function gameTransferRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const session = requireSession(ctx);

  app.post("/transfer", session, async (c) => {
    const body = await readJson(c, TransferBody);
    return c.json(await createTransfer(ctx, c.var.tenant, c.var.player, body, "transfer"));
  });

  app.post("/internal_transfer", session, async (c) => {
    const body = await readJson(c, TransferBody);
    return c.json(await createTransfer(ctx, c.var.tenant, c.var.player, body, "internal_transfer"));
  });

  app.post("/restore", session, async (c) => {
    const body = await readJson(c, RestoreBody);
    return c.json(await restoreGameBalances(ctx, c.var.tenant, c.var.player, body));
  });

  return app;
}
