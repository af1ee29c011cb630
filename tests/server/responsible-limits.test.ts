/**
 * Play limits (RTS 12) over HTTP: the view of all seven limits with their GMT+8 periods; each deposit
 * limit (day, week, month) refuses the deposit that would pass it, before any gateway URL, and resets at
 * 00:00 GMT+8 (Monday, the 1st); concurrent deposits cannot pass a limit together; a decrease applies at
 * once, a raise or a removal only after 24 hours, every change in the audit. Loss limits:
 * responsible-loss.test.ts.
 */
import { describe, expect, it } from "vitest";
import { platformDayStart, platformMonthStart, platformWeekStart } from "../../server/services/dates.ts";
import { limitKeys } from "../../src/api/contract/responsible.ts";
import type { TransactionPage } from "../../src/api/contract/wallet.ts";
import { gamePlayer, gameServerForTheseTests } from "./support/games.ts";
import {
  auditOf,
  DAY_MS,
  HOUR_MS,
  limitOf,
  limitSet,
  MINUTE_MS,
  responsible,
  setLimit,
  toBeforeMidnight,
} from "./support/responsible.ts";
import { deposit, fundedDeposit, MYR, USDT } from "./support/wallet.ts";
import { nextMonth, relogin } from "./support/withdraw.ts";

const server = gameServerForTheseTests();
const PASS_DEPOSIT = { status: 403, body: "This deposit would pass your deposit limit" };
const bank = (amount: number) => ({ channel: "bank_transfer", method: "MBB", amount });
const gateway = (amount: number) => ({ channel: "instant_deposit", method: "DUITNOW", amount });

async function depositsOf(p: { jwtToken: string }): Promise<number> {
  const res = await server.call<TransactionPage>("GET", "/api/player/transaction/getTransactions?type=deposit", {
    token: p.jwtToken,
  });
  return res.body.total;
}

describe("GET /api/player/responsible", () => {
  it("answers all seven limits, none set, each with the end of its GMT+8 period", async () => {
    const p = await gamePlayer(server, "lim_view");
    const view = await responsible(server, p);
    expect(view).toMatchObject({ currency: "MYR", reality_check_minutes: 0, restriction: null });
    expect(view.limits.map((l) => l.key)).toEqual([...limitKeys]);
    for (const l of view.limits) expect(l).toMatchObject({ value: null, used: 0, left: null, pending: null });
    const now = server.now();
    const resets = Object.fromEntries(view.limits.map((l) => [l.key, Date.parse(l.resets_at)]));
    expect(resets.deposit_day).toBe(platformDayStart(now).getTime() + DAY_MS);
    expect(resets.session_day).toBe(resets.deposit_day);
    expect(resets.deposit_week).toBe(platformWeekStart(now).getTime() + 7 * DAY_MS);
    // Monday 00:00 GMT+8
    expect(new Date((resets.deposit_week as number) + 8 * HOUR_MS).getUTCDay()).toBe(1);
    expect(resets.loss_month).toBe(platformMonthStart(new Date(now.getTime() + 32 * DAY_MS)).getTime());
    expect(new Date((resets.loss_month as number) + 8 * HOUR_MS).getUTCDate()).toBe(1);
    expect((await server.call("GET", "/api/player/responsible")).status).toBe(401);
  });

  it("refuses values outside the rules", async () => {
    const p = await gamePlayer(server, "lim_bad");
    const cases: [string, unknown, string][] = [
      ["deposit_day", 15_050, "Amount must be a whole number"],
      ["deposit_day", 50, "Amount is below the minimum"],
      ["loss_week", 2_000_000_000, "Amount is above the maximum"],
      ["session_day", 1441, "Invalid data request"],
      ["session_day", 0, "Invalid data request"],
      ["deposit_day", -100, "Invalid data request"],
      ["deposit_day", 1.5, "Invalid data request"],
      ["turnover_day", 10_000, "Invalid data request"],
      ["deposit_day", "10000", "Invalid data request"],
    ];
    for (const [key, value, message] of cases) {
      const res = await server.call("POST", "/api/player/responsible/limit", {
        body: { key, value },
        token: p.jwtToken,
      });
      expect(res, `${key} ${value}`).toMatchObject({ status: 400, body: message });
    }
    expect((await responsible(server, p)).limits.every((l) => l.value === null)).toBe(true);
    expect(await auditOf(server, "lim_bad")).toEqual([]);
  });
});

describe("deposit limits", () => {
  it("a daily limit of RM 200: RM 150 in, RM 50 left, RM 100 refused before any gateway; cancelled ones do not count", async () => {
    const p = await gamePlayer(server, "lim_day");
    const set = await limitSet(server, p, "deposit_day", MYR(200));
    expect(set).toMatchObject({ outcome: "applied", limit: { key: "deposit_day", value: MYR(200), left: MYR(200) } });

    const first = await deposit(server, p, gateway(MYR(150)));
    expect(first.status).toBe(200);
    expect(await limitOf(server, p, "deposit_day")).toMatchObject({ used: MYR(150), left: MYR(50) });
    expect(await deposit(server, p, gateway(MYR(100)))).toMatchObject(PASS_DEPOSIT);
    expect(await deposit(server, p, bank(MYR(100)))).toMatchObject(PASS_DEPOSIT);
    // refused before anything was written: no transaction, no gateway page
    expect(await depositsOf(p)).toBe(1);

    // a cancelled (or rejected) deposit counts no more
    const cancel = await server.call("PATCH", `/api/player/transaction/cancelTransaction/${first.body._id}`, {
      token: p.jwtToken,
    });
    expect(cancel.status).toBe(200);
    expect(await limitOf(server, p, "deposit_day")).toMatchObject({ used: 0, left: MYR(200) });
    expect((await deposit(server, p, bank(MYR(200)))).status).toBe(200);
    expect(await deposit(server, p, bank(MYR(100)))).toMatchObject(PASS_DEPOSIT);
    // limits count the wallet currency: a USDT deposit of a MYR player is not counted by them
    const crypto = await deposit(server, p, {
      channel: "crypto",
      method: "TRC20",
      amount: USDT(100),
      tx_hash: "b".repeat(64),
    });
    expect(crypto.status).toBe(200);
    expect(await limitOf(server, p, "deposit_day")).toMatchObject({ used: MYR(200), left: 0 });
  });

  it("the day's count starts again at 00:00 GMT+8", async () => {
    const p = await gamePlayer(server, "lim_midnight");
    await limitSet(server, p, "deposit_day", MYR(200));
    toBeforeMidnight(server, 2 * MINUTE_MS);
    expect((await deposit(server, p, bank(MYR(150)))).status).toBe(200);
    expect(await deposit(server, p, bank(MYR(100)))).toMatchObject(PASS_DEPOSIT);
    const limit = await limitOf(server, p, "deposit_day");
    expect(Date.parse(limit.resets_at) - server.now().getTime()).toBeLessThanOrEqual(2 * MINUTE_MS);
    server.advance(3 * MINUTE_MS);
    expect(await limitOf(server, p, "deposit_day")).toMatchObject({ used: 0, left: MYR(200) });
    expect((await deposit(server, p, bank(MYR(100)))).status).toBe(200);
  });

  it("weekly and monthly limits refuse what would pass them and start again on Monday and on the 1st", async () => {
    nextMonth(server); // the 1st, 01:00 GMT+8: the next Monday is within this month
    let p = await gamePlayer(server, "lim_weekmonth", { pin: true });
    await limitSet(server, p, "deposit_week", MYR(300));
    await limitSet(server, p, "deposit_month", MYR(400));
    await fundedDeposit(server, p, bank(MYR(200)));
    // the week: 350 > 300 (the month's 350 would fit)
    expect(await deposit(server, p, bank(MYR(150)))).toMatchObject(PASS_DEPOSIT);

    // next Monday, 00:00 GMT+8 and a little
    server.advance(platformWeekStart(server.now()).getTime() + 7 * DAY_MS + MINUTE_MS - server.now().getTime());
    p = await relogin(server, p);
    const week = await limitOf(server, p, "deposit_week");
    expect(week).toMatchObject({ used: 0, left: MYR(300) });
    expect(await limitOf(server, p, "deposit_month")).toMatchObject({ used: MYR(200), left: MYR(200) });
    expect((await deposit(server, p, bank(MYR(150)))).status).toBe(200);
    // the month: 450 > 400 (the week's 250 would fit)
    expect(await deposit(server, p, bank(MYR(100)))).toMatchObject(PASS_DEPOSIT);

    nextMonth(server);
    p = await relogin(server, p);
    expect(await limitOf(server, p, "deposit_month")).toMatchObject({ used: 0, left: MYR(400) });
    expect((await deposit(server, p, bank(MYR(200)))).status).toBe(200);
  });

  it("concurrent deposits cannot pass a limit together", async () => {
    const p = await gamePlayer(server, "lim_race");
    await limitSet(server, p, "deposit_day", MYR(500));
    const answers = await Promise.all(Array.from({ length: 5 }, () => deposit(server, p, bank(MYR(200)))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status !== 200)) expect(refused).toMatchObject(PASS_DEPOSIT);
    expect(await limitOf(server, p, "deposit_day")).toMatchObject({ used: MYR(400), left: MYR(100) });
    expect(await depositsOf(p)).toBe(2);
  });
});

describe("changing a limit", () => {
  it("a decrease applies at once; a raise or a removal only after 24 hours; the audit holds every change", async () => {
    let p = await gamePlayer(server, "lim_change");
    const day = (value: number | null) => setLimit(server, p, "deposit_day", value);

    expect((await day(MYR(500))).body).toMatchObject({ outcome: "applied", limit: { value: MYR(500), pending: null } });
    expect((await day(MYR(300))).body).toMatchObject({ outcome: "applied", limit: { value: MYR(300), pending: null } });
    const raised = (await day(MYR(800))).body;
    expect(raised).toMatchObject({ outcome: "pending", limit: { value: MYR(300), pending: { value: MYR(800) } } });
    const firstFrom = raised.limit.pending?.from as string;
    expect(Date.parse(firstFrom) - server.now().getTime()).toBeGreaterThan(24 * HOUR_MS - MINUTE_MS);
    expect(Date.parse(firstFrom) - server.now().getTime()).toBeLessThanOrEqual(24 * HOUR_MS);
    expect(await deposit(server, p, bank(MYR(400)))).toMatchObject(PASS_DEPOSIT);
    // another raise replaces the waiting one; the limit in force again drops it
    server.advance(MINUTE_MS);
    const secondFrom = (await day(MYR(900))).body.limit.pending?.from as string;
    expect(Date.parse(secondFrom)).toBeGreaterThan(Date.parse(firstFrom));
    expect((await day(MYR(300))).body).toMatchObject({
      outcome: "unchanged",
      limit: { value: MYR(300), pending: null },
    });

    const third = (await day(MYR(800))).body.limit.pending?.from as string;
    server.advance(24 * HOUR_MS - MINUTE_MS);
    p = await relogin(server, p);
    expect(await limitOf(server, p, "deposit_day")).toMatchObject({ value: MYR(300), pending: { value: MYR(800) } });
    expect(await deposit(server, p, bank(MYR(400)))).toMatchObject(PASS_DEPOSIT);
    server.advance(2 * MINUTE_MS);
    expect(await limitOf(server, p, "deposit_day")).toMatchObject({ value: MYR(800), pending: null });
    expect((await deposit(server, p, bank(MYR(400)))).status).toBe(200);

    // a removal waits too; a decrease meanwhile applies at once and drops it
    const removal = (await day(null)).body;
    expect(removal).toMatchObject({ outcome: "pending", limit: { value: MYR(800), pending: { value: null } } });
    const fourth = removal.limit.pending?.from as string;
    expect((await day(MYR(600))).body).toMatchObject({ outcome: "applied", limit: { value: MYR(600), pending: null } });
    const fifth = (await day(null)).body.limit.pending?.from as string;
    server.advance(24 * HOUR_MS + MINUTE_MS);
    p = await relogin(server, p);
    expect(await limitOf(server, p, "deposit_day")).toMatchObject({ value: null, left: null, pending: null });
    // the next change folds what took effect into the stored row (its own audit row, by the system)
    await limitSet(server, p, "deposit_week", MYR(1000));

    const rows = (await auditOf(server, "lim_change")).filter((r) => r.subject === "deposit_day");
    expect(rows.map((r) => [r.actor, r.old_value, r.new_value])).toEqual([
      ["player", "none", "50000"],
      ["player", "50000", "30000"],
      ["player", "30000", `30000, pending 80000 from ${firstFrom}`],
      ["player", `30000, pending 80000 from ${firstFrom}`, `30000, pending 90000 from ${secondFrom}`],
      ["player", `30000, pending 90000 from ${secondFrom}`, "30000"],
      ["player", "30000", `30000, pending 80000 from ${third}`],
      ["system", `30000, pending 80000 from ${third}`, "80000"],
      ["player", "80000", `80000, pending none from ${fourth}`],
      ["player", `80000, pending none from ${fourth}`, "60000"],
      ["player", "60000", `60000, pending none from ${fifth}`],
      ["system", `60000, pending none from ${fifth}`, "none"],
    ]);
    // the system's rows are dated when the change took effect
    expect(rows[6]?.at).toBe(third);
    expect(rows[10]?.at).toBe(fifth);
    expect((await auditOf(server, "lim_change")).at(-1)).toMatchObject({
      actor: "player",
      subject: "deposit_week",
      old_value: "none",
      new_value: "100000",
    });
    // each change told the player's other screens
    const told = server.published.filter((e) => e.playerId === p._id && e.event.kind === "responsible");
    expect(told.length).toBeGreaterThanOrEqual(10);
  });
});
