/** /api/player/wallet/* and /api/player/bank/* — balances, the tenant's banks, the player's bank accounts. */
import { Hono } from "hono";
import { BankAccountBody } from "../../src/api/contract/wallet.ts";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { readJson } from "../http/input.ts";
import { banksOf, createBankAccount, listBankAccounts, updateBankAccount } from "../services/banks.ts";
import { walletOf } from "../services/wallet.ts";

export function walletRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/getWallet", requireSession(ctx), async (c) => {
    const id = c.var.player.id;
    return c.json(await ctx.reads.read(`wallet:${id}`, () => walletOf(ctx.db, id)));
  });
  return app;
}

export function bankRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession(ctx));

  app.get("/getBankList", async (c) => c.json(await banksOf(ctx, c.var.tenant.id)));

  app.get("/getBankAccounts", async (c) => c.json(await listBankAccounts(ctx, c.var.player)));

  app.post("/createBankAccount", async (c) => {
    const body = await readJson(c, BankAccountBody);
    return c.json(await createBankAccount(ctx, c.var.player, body));
  });

  app.patch("/updateBankAccount/:id", async (c) => {
    const body = await readJson(c, BankAccountBody);
    return c.json(await updateBankAccount(ctx, c.var.player, c.req.param("id"), body));
  });

  return app;
}
