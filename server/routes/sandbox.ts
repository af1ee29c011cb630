/**
 * /api/sandbox/* — demo and test helpers, mounted only when SANDBOX is on: the SMS sink, the
 * payment gateway's and operator's decisions (the HTML pages are in sandbox-pages.ts), config
 * changes and a player's ledger. They stand for the outside world: no player sign-in.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { PhoneDigits } from "../../src/api/contract/common.ts";
import { SandboxClockBody, SandboxConfigBody } from "../../src/api/contract/config.ts";
import { SandboxMailBody, SandboxRejectBody } from "../../src/api/contract/mail.ts";
import type { SmsList } from "../../src/api/contract/otp.ts";
import type { TransactionStatus } from "../../src/api/contract/wallet.ts";
import type { Ctx } from "../context.ts";
import { configEntries, ledgerEntries, players, smsMessages } from "../db/schema.ts";
import { ApiError, fail } from "../errors.ts";
import type { AppEnv } from "../http/env.ts";
import { readFormOrJson, readJson, validate } from "../http/input.ts";
import { listReports } from "../services/chat.ts";
import { sendOperatorMail } from "../services/mail.ts";
import {
  type Actor,
  changeStatus,
  findTenantTransaction,
  pendingOfTenant,
  toTransaction,
} from "../services/transactions.ts";
import { runDueVipJobs } from "../services/vip.ts";
import { isValidConfigValue } from "../services/wallet-config.ts";

const wantsJson = (c: Context) => /application\/json/i.test(c.req.header("accept") ?? "");

/**
 * The sandbox's API (SMS sink, gateway and operator decisions, mail, config, clock, jobs, ledger).
 * Long because it is a route table: each route is a short parse-and-call into a service, sharing
 * `decide` and `result` declared at the top.
 */
export function sandboxRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** The SMS sink of the resolved tenant, newest first (optionally one phone's). */
  app.get("/sms", async (c) => {
    const raw = c.req.query("contact_no");
    const contactNo = raw === undefined || raw === "" ? null : validate(PhoneDigits, raw);
    const rows = await ctx.db
      .select()
      .from(smsMessages)
      .where(
        contactNo
          ? and(eq(smsMessages.tenantId, c.var.tenant.id), eq(smsMessages.contactNo, contactNo))
          : eq(smsMessages.tenantId, c.var.tenant.id),
      )
      .orderBy(desc(smsMessages.createdAt))
      .limit(50);
    const list: SmsList = rows.map((r) => ({
      contact_no: r.contactNo,
      body: r.body,
      code: r.code,
      created_at: r.createdAt.toISOString(),
    }));
    return c.json(list);
  });

  /**
   * A decision of the gateway or operator: answers the Transaction when the caller accepts JSON,
   * else 303 to `redirect`. Deciding the same way twice (a double click) is not an error.
   */
  async function decide(
    c: Context<AppEnv>,
    actor: Actor,
    to: TransactionStatus,
    redirect: (id: string) => string,
    options: { reason?: string } = {},
  ) {
    const id = c.req.param("id") ?? "";
    let answer: unknown;
    try {
      answer = await changeStatus(ctx, id, to, actor, { tenantId: c.var.tenant.id }, options);
    } catch (error) {
      const row =
        error instanceof ApiError && error.status === 409
          ? await findTenantTransaction(ctx.db, c.var.tenant.id, id)
          : null;
      if (!row || row.status !== to) throw error;
      answer = toTransaction(row);
    }
    if (wantsJson(c)) return c.json(answer);
    return c.redirect(redirect(id), 303);
  }

  const result = (id: string) => `/transaction/result?id=${encodeURIComponent(id)}`;
  app.post("/gateway/:id/approve", (c) => decide(c, "gateway", "approved", result));
  app.post("/gateway/:id/fail", (c) => decide(c, "gateway", "rejected", result));

  app.get("/operator/pending", async (c) =>
    c.json((await pendingOfTenant(ctx.db, c.var.tenant.id)).map(({ row }) => toTransaction(row))),
  );
  app.post("/operator/:id/approve", (c) => decide(c, "operator", "approved", () => "/sandbox/operator"));
  // the operator's reason (form field or JSON `reason`, optional) goes to the player with a rejected withdrawal
  app.post("/operator/:id/reject", async (c) => {
    const { reason } = await readFormOrJson(c, SandboxRejectBody);
    return decide(c, "operator", "rejected", () => "/sandbox/operator", { reason });
  });

  /**
   * The operator writes a mail to one player (username or member UID) or to every player of the tenant. Answers
   * `{ sent }` to a JSON caller; the page's form comes back to the page, which says what happened.
   */
  app.post("/mail", async (c) => {
    let sent: number;
    try {
      sent = await sendOperatorMail(ctx, c.var.tenant.id, await readFormOrJson(c, SandboxMailBody));
    } catch (error) {
      if (wantsJson(c) || !(error instanceof ApiError)) throw error;
      return c.redirect(`/sandbox/mail?error=${encodeURIComponent(error.key)}`, 303);
    }
    if (wantsJson(c)) return c.json({ sent });
    return c.redirect(`/sandbox/mail?sent=${sent}`, 303);
  });

  /** Sets one back-office config entry of the tenant (tests and demos change limits with it). */
  app.post("/config", async (c) => {
    const { key, value } = await readJson(c, SandboxConfigBody);
    // money rules are checked here, bounds included (a max above the currency's maximum is refused)
    if (!isValidConfigValue(key, value)) fail(400, "Invalid data request");
    const tenantId = c.var.tenant.id;
    await ctx.db
      .insert(configEntries)
      .values({ tenantId, key, value })
      .onConflictDoUpdate({ target: [configEntries.tenantId, configEntries.key], set: { value } });
    ctx.config.invalidate(tenantId);
    return c.json({ ok: true as const });
  });

  /** A player's ledger entries, oldest first, with their sum per currency (tests check balances with it). */
  /**
   * The sandbox's clock: POST moves it forward (tests let a cooldown or an expiry pass without
   * waiting), GET tells the time. Only a server started without an injected clock has one.
   */
  /** Reported chat messages of the resolved tenant, newest first (also on the operator page). */
  app.get("/chatReports", async (c) => c.json(await listReports(ctx.db, c.var.tenant.id)));

  /**
   * Runs the VIP upgrade job now, as main.ts's tick does (every due run not yet made, on the sandbox's clock),
   * and answers the runs it made: tests move the clock past 02:00 GMT+8 and call it instead of waiting a tick.
   */
  app.post("/jobs/vip", async (c) => c.json(await runDueVipJobs(ctx)));

  app.get("/clock", (c) => c.json({ now: ctx.now().toISOString() }));
  app.post("/clock", async (c) => {
    const body = await readJson(c, SandboxClockBody);
    if (!ctx.clock) fail(404, "Not found");
    ctx.clock.advance(body.advance_seconds * 1000);
    return c.json({ now: ctx.now().toISOString() });
  });

  app.get("/ledger", async (c) => {
    const username = c.req.query("username") ?? "";
    if (!/^[A-Za-z0-9_]{1,32}$/.test(username)) fail(400, "Invalid data request");
    const [player] = await ctx.db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.tenantId, c.var.tenant.id), sql`lower(${players.username}) = ${username.toLowerCase()}`))
      .limit(1);
    if (!player) fail(404, "User not found");
    const entries = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.playerId, player.id))
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
    return c.json(
      entries.map((e) => ({
        currency: e.currency,
        amount: e.amount,
        kind: e.kind,
        reference: e.reference,
        transaction_id: e.transactionId,
        game_account: e.gameAccount,
        created_at: e.createdAt.toISOString(),
      })),
    );
  });

  return app;
}
