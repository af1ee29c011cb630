/** /api/player/transaction/* — the player's deposits and withdrawals: list, detail, cancel; statements. */
import { Hono } from "hono";
import { StatementQuery } from "../../src/api/contract/statement.ts";
import { TransactionQuery } from "../../src/api/contract/wallet.ts";
import { defaultLocale, localeFromAcceptLanguage } from "../../src/lib/locales.ts";
import type { Ctx } from "../context.ts";
import { fail } from "../errors.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { queryInt, validate } from "../http/input.ts";
import { dateRange, timeZoneOf } from "../services/dates.ts";
import { statementCsv, statementOf } from "../services/statements.ts";
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

  /** A statement's query: the contract's keys only, absent or empty values left out. */
  const statementQuery = (query: Record<string, string>) => {
    const picked: Record<string, string> = {};
    for (const key of ["start_date", "end_date", "tz", "currency"]) {
      const value = query[key];
      if (value !== undefined && value !== "") picked[key] = value;
    }
    return validate(StatementQuery, picked);
  };

  app.get("/statement", async (c) =>
    c.json(await statementOf(ctx, c.var.tenant, c.var.player, statementQuery(c.req.query())), 200, {
      "Cache-Control": "no-store",
    }),
  );

  /** The same statement as a CSV file, its words in the app's language (Accept-Language, as the app sends it). */
  app.get("/statement.csv", async (c) => {
    const query = statementQuery(c.req.query());
    const statement = await statementOf(ctx, c.var.tenant, c.var.player, query);
    const locale = localeFromAcceptLanguage(c.req.header("Accept-Language")) ?? defaultLocale;
    return c.body(await statementCsv(ctx, c.var.tenant, statement, locale), 200, {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="statement-${statement.start_date}-${statement.end_date}.csv"`,
      "Cache-Control": "no-store",
    });
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
