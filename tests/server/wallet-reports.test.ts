import { type } from "arktype";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformDayStart } from "../../server/services/dates.ts";
import {
  type GameRecord,
  GameRecordPage,
  type Transaction,
  TransactionPage,
  TurnoverPage,
} from "../../src/api/contract/wallet.ts";
import { LOTUS, loginAs, startTestServer, type TestServer, type UserAnswer } from "./support/server.ts";
import { deposit, MYR, operator, TX_HASH, USDT, type WalletPlayer, walletPlayer, withdraw } from "./support/wallet.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const WIDE = "start_date=2000-01-01&end_date=2100-12-31";

let server: TestServer;
let p: WalletPlayer;
/** The MYT date of the first transaction (00:30 there, still the day before in UTC). */
let mytDate: string;
let utcDate: string;
const made: Transaction[] = [];

beforeAll(async () => {
  server = await startTestServer();
  p = await walletPlayer(server, "reporter", { pin: true, bank: true });
  // 00:30 in Kuala Lumpur, two days from now = 16:30 UTC the day before.
  const target = platformDayStart(server.now()).getTime() + 2 * DAY_MS + 30 * 60_000;
  server.advance(target - server.now().getTime());
  p = { ...p, jwtToken: (await loginAs(server, p.username, p.password)).jwtToken };
  mytDate = new Date(target + 8 * 3600_000).toISOString().slice(0, 10);
  utcDate = new Date(target).toISOString().slice(0, 10);

  const early = await deposit(server, p, { channel: "bank_transfer", method: "MBB", amount: MYR(1000) });
  await operator(server, early.body._id, "approve");
  made.push(early.body);
  // 23:59 the same MYT day.
  server.advance(23 * 3600_000 + 29 * 60_000);
  const late = await deposit(server, p, { channel: "crypto", method: "TRC20", amount: USDT(200), tx_hash: TX_HASH });
  made.push(late.body);
  // The next MYT day.
  server.advance(2 * 60_000);
  const next = await withdraw(server, p, { amount: MYR(300) });
  made.push(next.body);
  const cancelled = await deposit(server, p, { channel: "instant_deposit", method: "DUITNOW", amount: MYR(150) });
  await server.call("PATCH", `/api/player/transaction/cancelTransaction/${cancelled.body._id}`, { token: p.jwtToken });
  made.push({ ...cancelled.body, status: "cancelled" });
});
afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

const list = (query: string, token = p.jwtToken) =>
  server.call<TransactionPage>("GET", `/api/player/transaction/getTransactions?${query}`, { token });
const ids = (page: { items: { _id: string }[] }) => page.items.map((t) => t._id);

describe("getTransactions", () => {
  it("lists the player's own transactions newest first, with totals per currency over the filtered set", async () => {
    const res = await list("");
    expect(res.status).toBe(200);
    expect(TransactionPage(res.body)).not.toBeInstanceOf(type.errors);
    expect(ids(res.body)).toEqual(made.map((t) => t._id).reverse());
    expect(res.body).toMatchObject({ page: 1, limit: 20, total: 4 });
    expect(res.body.totals).toEqual([
      { currency: "MYR", amount: MYR(1450), fee: 0, net_amount: MYR(1450), count: 3 },
      { currency: "USDT", amount: USDT(200), fee: 0, net_amount: USDT(200), count: 1 },
    ]);
  });

  it("filters by type and status; page and limit arrive as strings", async () => {
    const deposits = await list("type=deposit");
    expect(deposits.body.items.every((t) => t.type === "deposit")).toBe(true);
    expect(deposits.body.total).toBe(3);
    const pending = await list("status=pending");
    expect(ids(pending.body).sort()).toEqual([made[1]?._id, made[2]?._id].sort());
    const approvedDeposits = await list("type=deposit&status=approved");
    expect(ids(approvedDeposits.body)).toEqual([made[0]?._id]);
    expect(approvedDeposits.body.totals).toEqual([
      { currency: "MYR", amount: MYR(1000), fee: 0, net_amount: MYR(1000), count: 1 },
    ]);
    const page1 = await list("page=1&limit=3");
    const page2 = await list("page=2&limit=3");
    const page3 = await list("page=3&limit=3");
    expect(page1.body.items).toHaveLength(3);
    expect(page2.body.items).toHaveLength(1);
    expect(page3.body).toMatchObject({ items: [], total: 4, page: 3, limit: 3 });
    expect([...ids(page1.body), ...ids(page2.body)]).toEqual(ids((await list("")).body));
    // Totals cover the whole set, not just the page.
    expect(page2.body.totals).toEqual(page1.body.totals);
  });

  it("reads dates in the given time zone with the end date inclusive (Asia/Kuala_Lumpur by default)", async () => {
    const kl = await list(`start_date=${mytDate}&end_date=${mytDate}&tz=Asia/Kuala_Lumpur`);
    expect(ids(kl.body).sort()).toEqual([made[0]?._id, made[1]?._id].sort());
    const byDefault = await list(`start_date=${mytDate}&end_date=${mytDate}`);
    expect(ids(byDefault.body)).toEqual(ids(kl.body));
    // In UTC the first one (00:30 MYT = 16:30 UTC) belongs to the day before.
    const utcSameDay = await list(`start_date=${mytDate}&end_date=${mytDate}&tz=UTC`);
    expect(ids(utcSameDay.body)).not.toContain(made[0]?._id);
    expect(ids(utcSameDay.body)).toContain(made[1]?._id);
    const utcDayBefore = await list(`start_date=${utcDate}&end_date=${utcDate}&tz=UTC`);
    expect(ids(utcDayBefore.body)).toEqual([made[0]?._id]);
    const klDayBefore = await list(`start_date=${utcDate}&end_date=${utcDate}`);
    expect(klDayBefore.body.items).toEqual([]);
    // Only a start, only an end.
    expect((await list(`start_date=${mytDate}`)).body.total).toBe(4);
    expect((await list(`end_date=${mytDate}`)).body.total).toBe(2);
  });

  it("refuses a start after the end, unknown zones and malformed dates or pages", async () => {
    expect(await list(`start_date=2026-05-02&end_date=2026-05-01`)).toMatchObject({
      status: 400,
      body: "Invalid date range",
    });
    expect((await list("start_date=2026-05-01&end_date=2026-05-01")).status).toBe(200);
    for (const query of [
      "tz=Mars/Olympus",
      "tz=%27%3B--",
      "start_date=2026-02-30",
      "start_date=2026-5-1",
      "end_date=yesterday",
      "type=jackpot",
      "status=lost",
      "page=0",
      "page=-1",
      "limit=51",
      "limit=abc",
    ]) {
      expect(await list(query), query).toMatchObject({ status: 400, body: "Invalid data request" });
    }
  });

  it("never shows another player's transactions", async () => {
    const demo: UserAnswer = await loginAs(server, "demo", "Demo1234");
    const theirs = await list("limit=50", demo.jwtToken);
    expect(ids(theirs.body)).not.toEqual(expect.arrayContaining([made[0]?._id]));
    // six seeded deposits and withdrawals, the two seeded transfers into the game accounts of their rounds, and
    // the lifetime deposit and withdrawal behind their VIP tier (server/seed/vip.ts)
    expect(theirs.body.total).toBe(10);
  });
});

describe("deposit and withdraw reports", () => {
  const report = (kind: string, query: string, token = p.jwtToken) =>
    server.call<TransactionPage>("GET", `/api/player/report/get${kind}Report?${query}`, { token });

  it("answer transactions of one type in the date range, end date inclusive", async () => {
    const deposits = await report("Deposit", `start_date=${mytDate}&end_date=${mytDate}`);
    expect(TransactionPage(deposits.body)).not.toBeInstanceOf(type.errors);
    expect(ids(deposits.body).sort()).toEqual([made[0]?._id, made[1]?._id].sort());
    const withdrawals = await report("Withdraw", WIDE);
    expect(ids(withdrawals.body)).toEqual([made[2]?._id]);
    expect(withdrawals.body.totals).toEqual([
      { currency: "MYR", amount: MYR(300), fee: 0, net_amount: MYR(300), count: 1 },
    ]);
    const utc = await report("Deposit", `start_date=${utcDate}&end_date=${utcDate}&tz=UTC`);
    expect(ids(utc.body)).toEqual([made[0]?._id]);
  });

  it("need both dates", async () => {
    for (const query of ["", `start_date=${mytDate}`, `end_date=${mytDate}`]) {
      expect(await report("Deposit", query)).toMatchObject({ status: 400, body: "Invalid data request" });
    }
    expect(await report("Withdraw", "start_date=2026-05-03&end_date=2026-05-01")).toMatchObject({
      status: 400,
      body: "Invalid date range",
    });
  });
});

describe("game record and turnover reports", () => {
  let demo: UserAnswer;
  let all: GameRecord[];
  beforeAll(async () => {
    demo = await loginAs(server, "demo", "Demo1234");
    const res = await server.call<GameRecordPage>("GET", `/api/player/report/getGameRecordReport?${WIDE}&limit=50`, {
      token: demo.jwtToken,
    });
    all = res.body.items;
  });

  it("pages the seeded game records with totals (30 for demo over the last 14 days)", async () => {
    const res = await server.call<GameRecordPage>("GET", `/api/player/report/getGameRecordReport?${WIDE}&limit=7`, {
      token: demo.jwtToken,
    });
    expect(GameRecordPage(res.body)).not.toBeInstanceOf(type.errors);
    expect(res.body).toMatchObject({ total: 30, page: 1, limit: 7 });
    expect(res.body.items).toHaveLength(7);
    expect(all).toHaveLength(30);
    const sum = (key: "bet" | "win" | "profit") => all.reduce((n, r) => n + r[key], 0);
    expect(res.body.totals).toEqual([
      { currency: "MYR", bet: sum("bet"), win: sum("win"), profit: sum("win") - sum("bet"), count: 30 },
    ]);
    expect(all.every((r) => r.profit === r.win - r.bet)).toBe(true);
    const times = all.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(15 * DAY_MS);
    const lotus = await loginAs(server, "lotus", "Demo1234", LOTUS);
    const theirs = await server.call<GameRecordPage>("GET", `/api/player/report/getGameRecordReport?${WIDE}`, {
      token: lotus.jwtToken,
      domain: LOTUS,
    });
    expect(theirs.body.total).toBeGreaterThan(0);
    expect(theirs.body.total).toBeLessThan(10);
    // A fresh player has none.
    const none = await server.call<GameRecordPage>("GET", `/api/player/report/getGameRecordReport?${WIDE}`, {
      token: p.jwtToken,
    });
    expect(none.body).toMatchObject({ items: [], total: 0, totals: [] });
  });

  it("sums bets per day in the requested time zone", async () => {
    for (const tz of ["Asia/Kuala_Lumpur", "UTC", "America/New_York"]) {
      const expected = new Map<string, { turnover: number; bets: number }>();
      const day = new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" });
      for (const r of all) {
        const key = day.format(new Date(r.created_at));
        const row = expected.get(key) ?? { turnover: 0, bets: 0 };
        row.turnover += r.bet;
        row.bets += 1;
        expected.set(key, row);
      }
      const res = await server.call<TurnoverPage>(
        "GET",
        `/api/player/report/getTurnoverReport?${WIDE}&tz=${encodeURIComponent(tz)}&limit=50`,
        { token: demo.jwtToken },
      );
      expect(TurnoverPage(res.body)).not.toBeInstanceOf(type.errors);
      const got = new Map(res.body.items.map((r) => [r.date, { turnover: r.turnover, bets: r.bets }]));
      expect(got, tz).toEqual(expected);
      expect(res.body.total).toBe(expected.size);
      const dates = res.body.items.map((r) => r.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(res.body.totals).toEqual([{ currency: "MYR", turnover: all.reduce((n, r) => n + r.bet, 0), bets: 30 }]);
    }
  });

  it("limits turnover to the date range and refuses bad queries", async () => {
    const first = all.at(-1);
    if (!first) throw new Error("no records");
    const date = new Date(Date.parse(first.created_at) + 8 * 3600_000).toISOString().slice(0, 10);
    const res = await server.call<TurnoverPage>(
      "GET",
      `/api/player/report/getTurnoverReport?start_date=${date}&end_date=${date}`,
      { token: demo.jwtToken },
    );
    expect(res.body.items.map((r) => r.date)).toEqual([date]);
    for (const query of [
      "start_date=2026-05-02&end_date=2026-05-01",
      `${WIDE}&tz=Nowhere/Land`,
      "start_date=2026-05-01",
      `${WIDE}&limit=0`,
    ]) {
      const bad = await server.call("GET", `/api/player/report/getTurnoverReport?${query}`, { token: demo.jwtToken });
      expect(bad.status, query).toBe(400);
    }
  });
});
