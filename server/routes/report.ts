/** /api/player/report/* — deposit, withdraw, game record and turnover reports over a date range. */
import { Hono } from "hono";
import { ReportQuery, type TransactionType } from "../../src/api/contract/wallet.ts";
import type { Ctx } from "../context.ts";
import { requireSession } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { validate } from "../http/input.ts";
import { dateRange, timeZoneOf } from "../services/dates.ts";
import { gameRecordReport, turnoverReport } from "../services/reports.ts";
import { listTransactions } from "../services/transactions.ts";
import { queryObject } from "./transaction.ts";

export function reportRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession(ctx));

  /** The report's filter: dates in the caller's zone, end date inclusive. */
  function filterOf(query: Record<string, string>, playerId: string) {
    const q = validate(ReportQuery, queryObject(query, ["start_date", "end_date", "tz"]));
    const zone = timeZoneOf(q.tz);
    const { from, to } = dateRange(q.start_date, q.end_date, zone);
    return { zone, filter: { playerId, from, to, page: q.page, limit: q.limit } };
  }

  const transactionReport = (type: TransactionType) =>
    app.get(`/get${type === "deposit" ? "Deposit" : "Withdraw"}Report`, async (c) => {
      const { filter } = filterOf(c.req.query(), c.var.player.id);
      return c.json(await listTransactions(ctx.db, { ...filter, type }));
    });
  transactionReport("deposit");
  transactionReport("withdraw");

  app.get("/getGameRecordReport", async (c) => {
    const { filter } = filterOf(c.req.query(), c.var.player.id);
    return c.json(await gameRecordReport(ctx.db, filter));
  });

  app.get("/getTurnoverReport", async (c) => {
    const { zone, filter } = filterOf(c.req.query(), c.var.player.id);
    return c.json(await turnoverReport(ctx.db, filter, zone));
  });

  return app;
}
