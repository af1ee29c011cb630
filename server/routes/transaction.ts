/** /api/player/transaction/* — the player's deposits and withdrawals: list, detail, cancel. */
import { Hono } from "hono";
import { TransactionQuery } from "../../src/api/contract/wallet.ts";
import type { Ctx } from "../context.ts";
import { fail } from "../errors.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { queryInt, validate } from "../http/input.ts";
import { dateRange, timeZoneOf } from "../services/dates.ts";
import { changeStatus, findOwnTransaction, listTransactions, toTransaction } from "../services/transactions.ts";

/** The query string as the contract's shape: absent or empty values left out, page/limit as numbers. */
export function queryObject(query: Record<string, string>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {
    page: queryInt(query.page, 1),
    limit: queryInt(query.limit, 20),
  };
  for (const key of keys) {
    const value = query[key];
    if (value !== undefined && value !== "") out[key] = value;
  }
  return out;
}

export function transactionRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession(ctx));

  app.get("/getTransactions", async (c) => {
    const q = validate(
      TransactionQuery,
      queryObject(c.req.query(), ["type", "status", "start_date", "end_date", "tz"]),
    );
    const { from, to } = dateRange(q.start_date, q.end_date, timeZoneOf(q.tz));
    const id = c.var.player.id;
    const key = `transactions:${id}:${JSON.stringify([q.type, q.status, from, to, q.page, q.limit])}`;
    return c.json(
      await ctx.reads.read(key, () =>
        listTransactions(ctx.db, {
          playerId: id,
          type: q.type,
          status: q.status,
          from,
          to,
          page: q.page,
          limit: q.limit,
        }),
      ),
    );
  });

  app.get("/getTransaction/:id", async (c) => {
    const row = await findOwnTransaction(ctx.db, c.var.player.id, c.req.param("id"));
    if (!row) fail(404, "Transaction not found");
    return c.json(toTransaction(row));
  });

  app.patch("/cancelTransaction/:id", async (c) =>
    c.json(
      await changeStatus(ctx, c.req.param("id"), "cancelled", "player", {
        tenantId: c.var.tenant.id,
        playerId: c.var.player.id,
      }),
    ),
  );

  return app;
}
