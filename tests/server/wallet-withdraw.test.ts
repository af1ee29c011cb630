import { type } from "arktype";
import { beforeAll, describe, expect, it } from "vitest";
import { platformDayStart, platformMonthStart } from "../../server/services/dates.ts";
import { type Transaction, WithdrawInfo } from "../../src/api/contract/wallet.ts";
import { loginAs, serverForTheseTests } from "./support/server.ts";
import {
  balances,
  type FundedPlayer,
  ledger,
  ledgerSum,
  MYR,
  newKey,
  operator,
  TRON_ADDRESS,
  USDT,
  type WalletPlayer,
  walletPlayer,
  withdraw,
} from "./support/wallet.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const server = serverForTheseTests();

/** Moves the server clock to `minutes` past the start of the next GMT+8 day. */
function nextDay(minutes = 5) {
  const target = platformDayStart(server.now()).getTime() + DAY_MS + minutes * 60_000;
  server.advance(target - server.now().getTime());
}

async function relogin<T extends WalletPlayer>(p: T): Promise<T> {
  const fresh = await loginAs(server, p.username, p.password, p.domain);
  return { ...p, jwtToken: fresh.jwtToken };
}

const info = async (p: { jwtToken: string }) =>
  (await server.call<WithdrawInfo>("GET", "/api/player/withdraw/getWithdrawInfo", { token: p.jwtToken })).body;

describe("preconditions, in order", () => {
  it("PIN first: not set, then incorrect; then a bank account is required for MYR", async () => {
    const fresh = await walletPlayer(server, "wd_fresh", { myr: MYR(100) });
    const attempt = (body: Record<string, unknown> = {}) => withdraw(server, fresh, { amount: MYR(30), ...body });
    expect(await attempt()).toMatchObject({ status: 400, body: "PIN not set" });
    expect(await info(fresh)).toMatchObject({ has_bank_account: false, has_pin: false, pin_locked_until: null });
    await server.call("PATCH", "/api/player/user/updatePin", {
      body: { new_pin: "123456", confirm_pin: "123456" },
      token: fresh.jwtToken,
    });
    expect(await attempt({ pin: "000000" })).toMatchObject({ status: 400, body: "Incorrect PIN" });
    expect(await attempt()).toMatchObject({ status: 400, body: "Bank account required" });
    // Even naming someone's account: the player has none.
    const demo = await loginAs(server, "demo", "Demo1234");
    const demoAccount = (
      await server.call<{ _id: string }[]>("GET", "/api/player/bank/getBankAccounts", {
        token: demo.jwtToken,
      })
    ).body[0]?._id;
    expect(await attempt({ bank_account_id: demoAccount })).toMatchObject({
      status: 400,
      body: "Bank account required",
    });
    const created = await server.call<{ _id: string }>("POST", "/api/player/bank/createBankAccount", {
      body: { bank_code: "RHB", account_holder_name: "Player wd_fresh", account_number: "21234567890" },
      token: fresh.jwtToken,
    });
    expect(await info(fresh)).toMatchObject({ has_bank_account: true, has_pin: true });
    expect(await attempt({ bank_account_id: undefined })).toMatchObject({ status: 400, body: "Bank account required" });
    expect(await attempt({ bank_account_id: demoAccount })).toMatchObject({
      status: 404,
      body: "Bank account not found",
    });
    const ok = await attempt({ bank_account_id: created.body._id });
    expect(ok).toMatchObject({
      status: 200,
      body: {
        type: "withdraw",
        channel: "bank_transfer",
        method: "RHB",
        currency: "MYR",
        amount: MYR(30),
        fee: 0,
        net_amount: MYR(30),
        status: "pending",
        destination: "RHB Bank ••••7890",
        payment_url: null,
      },
    });
    expect(ok.body.reference).toMatch(/^W\d{6}[A-Z2-9]{8}$/);
  });

  it("USDT goes to a TRC20 address only", async () => {
    const p = await walletPlayer(server, "wd_usdt_net", { pin: true, usdt: USDT(100) });
    const attempt = (body: Record<string, unknown>) =>
      withdraw(server, p, { currency: "USDT", amount: USDT(30), ...body });
    expect(await attempt({ network: undefined })).toMatchObject({ status: 400, body: "Only TRC20 is supported" });
    expect(
      await attempt({ network: "ERC20", wallet_address: "0x52908400098527886E0F7030069857D2E4169EE7" }),
    ).toMatchObject({ status: 400, body: "Only TRC20 is supported" });
    expect(await attempt({ wallet_address: undefined })).toMatchObject({ status: 400, body: "Invalid data request" });
    expect(await attempt({ wallet_address: "T123" })).toMatchObject({ status: 400, body: "Invalid data request" });
    // The PIN still comes first.
    expect(await attempt({ network: "ERC20", pin: "000000" })).toMatchObject({ status: 400, body: "Incorrect PIN" });
    const ok = await attempt({});
    expect(ok).toMatchObject({
      status: 200,
      body: { currency: "USDT", channel: "crypto", method: "TRC20", destination: TRON_ADDRESS },
    });
  });

  it("refuses malformed bodies", async () => {
    const p = await walletPlayer(server, "wd_garbage", { pin: true, bank: true });
    for (const body of [
      { amount: "3000" },
      { amount: 3000.5 },
      { currency: "EUR" },
      { pin: "12345" },
      { pin: 123456 },
      { idempotency_key: "short" },
    ]) {
      expect(await withdraw(server, p, { amount: MYR(30), ...body })).toMatchObject({
        status: 400,
        body: "Invalid data request",
      });
    }
  });
});

describe("limits (MYR)", () => {
  let p: FundedPlayer;
  beforeAll(async () => {
    p = await walletPlayer(server, "wd_bounds", { pin: true, bank: true, myr: MYR(61_000) });
  });

  it("answers the limits in getWithdrawInfo", async () => {
    const body = await info(p);
    expect(WithdrawInfo(body)).not.toBeInstanceOf(type.errors);
    expect(body).toMatchObject({
      has_bank_account: true,
      has_pin: true,
      daily_count: 0,
      daily_frequency: 3,
      month_count: 0,
      free_per_month: 5,
      next_charge_percent: 0,
      limits: [
        {
          currency: "MYR",
          min: MYR(30),
          max: MYR(30_000),
          daily_max: MYR(30_000),
          daily_used: 0,
          gateway_text: "100 - 30,000 MYR",
        },
        {
          currency: "USDT",
          min: USDT(30),
          max: USDT(30_000),
          daily_max: USDT(50_000),
          daily_used: 0,
          gateway_text: "100 - 50,000 USDT",
        },
      ],
    });
  });

  it("accepts 30 and refuses 29, 30,001 and non-whole amounts", async () => {
    expect(await withdraw(server, p, { amount: MYR(29) })).toMatchObject({
      status: 400,
      body: "Amount is below the minimum",
    });
    expect(await withdraw(server, p, { amount: MYR(30_001) })).toMatchObject({
      status: 400,
      body: "Amount is above the maximum",
    });
    expect(await withdraw(server, p, { amount: MYR(30) + 1 })).toMatchObject({
      status: 400,
      body: "Amount must be a whole number",
    });
    expect((await withdraw(server, p, { amount: MYR(30) })).status).toBe(200);
  });

  it("keeps today's total within 30,000 (GMT+8 day)", async () => {
    expect(await withdraw(server, p, { amount: MYR(30_000) })).toMatchObject({
      status: 400,
      body: "Daily withdrawal limit reached",
    });
    expect((await withdraw(server, p, { amount: MYR(29_970) })).status).toBe(200);
    expect(await info(p)).toMatchObject({ daily_count: 2, limits: [{ daily_used: MYR(30_000) }, { daily_used: 0 }] });
    expect(await withdraw(server, p, { amount: MYR(30) })).toMatchObject({
      status: 400,
      body: "Daily withdrawal limit reached",
    });
  });

  it("accepts 30,000 on the next day, and three withdrawals a day, not a fourth", async () => {
    nextDay();
    p = await relogin(p);
    expect(await info(p)).toMatchObject({ daily_count: 0, limits: [{ daily_used: 0 }, { daily_used: 0 }] });
    expect((await withdraw(server, p, { amount: MYR(30_000) })).status).toBe(200);
    nextDay();
    p = await relogin(p);
    const made: Transaction[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await withdraw(server, p, { amount: MYR(30) });
      expect(res.status).toBe(200);
      made.push(res.body);
    }
    expect(await withdraw(server, p, { amount: MYR(30) })).toMatchObject({
      status: 429,
      body: "Daily withdrawal count reached",
    });
    // A rejected withdrawal does not count.
    await operator(server, made[0]?._id ?? "", "reject");
    expect(await info(p)).toMatchObject({ daily_count: 2 });
    expect((await withdraw(server, p, { amount: MYR(30) })).status).toBe(200);
  });
});

describe("limits (USDT)", () => {
  it("accepts 30 and 30,000 USDT, refuses 29 and 30,001, and keeps a day within 50,000 USDT", async () => {
    let p = await walletPlayer(server, "wd_usdt", { pin: true, usdt: USDT(80_000) });
    const out = (amount: number) => withdraw(server, p, { currency: "USDT", amount });
    expect(await out(USDT(29))).toMatchObject({ status: 400, body: "Amount is below the minimum" });
    expect(await out(USDT(30_001))).toMatchObject({ status: 400, body: "Amount is above the maximum" });
    expect(await out(USDT(30) + 500_000)).toMatchObject({ status: 400, body: "Amount must be a whole number" });
    expect((await out(USDT(30))).status).toBe(200);
    expect((await out(USDT(30_000))).status).toBe(200);
    expect(await out(USDT(20_000))).toMatchObject({ status: 400, body: "Daily withdrawal limit reached" });
    expect((await out(USDT(19_970))).status).toBe(200);
    expect(await info(p)).toMatchObject({ limits: [{ daily_used: 0 }, { daily_used: USDT(50_000) }] });
    nextDay();
    p = await relogin(p);
    expect((await out(USDT(30_000))).status).toBe(200);
    expect(await out(USDT(20_001))).toMatchObject({ status: 400, body: "Daily withdrawal limit reached" });
    const wallet = await balances(server, p);
    expect(wallet.USDT).toEqual({ available: USDT(80_000 - 80_000), held: USDT(80_000) });
  });
});

describe("balance: held at once, released on reject, kept on approve", () => {
  it("refuses more than the available balance; a pending withdrawal is held", async () => {
    const p = await walletPlayer(server, "wd_balance", { pin: true, bank: true, myr: MYR(100) });
    expect(await withdraw(server, p, { amount: MYR(101) })).toMatchObject({
      status: 400,
      body: "Insufficient balance",
    });
    const w = await withdraw(server, p, { amount: MYR(100) });
    expect(w.status).toBe(200);
    expect((await balances(server, p)).MYR).toEqual({ available: 0, held: MYR(100) });
    expect(await withdraw(server, p, { amount: MYR(30) })).toMatchObject({ status: 400, body: "Insufficient balance" });
    const user = await server.call<{ wallet: number }>("GET", "/api/player/user/getUser", { token: p.jwtToken });
    expect(user.body.wallet).toBe(0);

    // The player cannot cancel a withdrawal; the operator's reject gives the money back.
    expect(
      await server.call("PATCH", `/api/player/transaction/cancelTransaction/${w.body._id}`, { token: p.jwtToken }),
    ).toMatchObject({ status: 409, body: "Transaction can no longer be changed" });
    expect((await operator(server, w.body._id, "reject")).body).toMatchObject({ status: "rejected" });
    expect((await balances(server, p)).MYR).toEqual({ available: MYR(100), held: 0 });
    // Deciding the same way again (a double click) answers the transaction and moves nothing.
    expect(await operator(server, w.body._id, "reject")).toMatchObject({ status: 200, body: { status: "rejected" } });
    expect((await balances(server, p)).MYR).toEqual({ available: MYR(100), held: 0 });
    expect(await operator(server, w.body._id, "approve")).toMatchObject({
      status: 409,
      body: "Transaction can no longer be changed",
    });

    const kept = await withdraw(server, p, { amount: MYR(60) });
    expect((await operator(server, kept.body._id, "approve")).body).toMatchObject({ status: "approved" });
    expect((await balances(server, p)).MYR).toEqual({ available: MYR(40), held: 0 });
    expect(await operator(server, kept.body._id, "reject")).toMatchObject({ status: 409 });

    const entries = await ledger(server, "wd_balance");
    expect(entries.filter((e) => e.transaction_id === w.body._id).map((e) => [e.kind, e.amount])).toEqual([
      ["withdraw_hold", -MYR(100)],
      ["withdraw_release", MYR(100)],
    ]);
    expect(ledgerSum(entries, "MYR")).toBe(MYR(40));
  });

  it("is idempotent: a repeat answers the first withdrawal and holds once", async () => {
    const p = await walletPlayer(server, "wd_idem", { pin: true, bank: true, myr: MYR(200) });
    const key = newKey();
    const first = await withdraw(server, p, { amount: MYR(50), idempotency_key: key });
    const again = await withdraw(server, p, { amount: MYR(50), idempotency_key: key });
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(await withdraw(server, p, { amount: MYR(60), idempotency_key: key })).toMatchObject({
      status: 409,
      body: "Invalid data request",
    });
    const concurrent = await Promise.all(
      Array.from({ length: 6 }, () => withdraw(server, p, { amount: MYR(50), idempotency_key: key })),
    );
    expect(concurrent.every((a) => a.status === 200 && a.body._id === first.body._id)).toBe(true);
    const holds = (await ledger(server, "wd_idem")).filter((e) => e.kind === "withdraw_hold");
    expect(holds).toHaveLength(1);
    expect((await balances(server, p)).MYR).toEqual({ available: MYR(150), held: MYR(50) });
    expect((await info(p)).daily_count).toBe(1);
  });
});

describe("PIN lockout", () => {
  it("locks withdrawals for 15 minutes after 5 wrong PINs", async () => {
    const p = await walletPlayer(server, "wd_lock", { pin: true, bank: true, myr: MYR(100) });
    for (let i = 0; i < 4; i++) {
      expect(await withdraw(server, p, { amount: MYR(30), pin: "999999" })).toMatchObject({
        status: 400,
        body: "Incorrect PIN",
      });
    }
    expect(await withdraw(server, p, { amount: MYR(30), pin: "999999" })).toMatchObject({
      status: 423,
      body: "PIN is locked, try again later",
    });
    expect(await withdraw(server, p, { amount: MYR(30) })).toMatchObject({
      status: 423,
      body: "PIN is locked, try again later",
    });
    expect((await info(p)).pin_locked_until).not.toBeNull();
    expect((await balances(server, p)).MYR.available).toBe(MYR(100));
    server.advance(15 * 60_000 + 1000);
    expect((await info(p)).pin_locked_until).toBeNull();
    expect((await withdraw(server, p, { amount: MYR(30) })).status).toBe(200);
  });
});

describe("monthly charge", () => {
  it("charges 3% from the 6th withdrawal of the month (GMT+8); rejected ones do not count", async () => {
    let p = await walletPlayer(server, "wd_month", { pin: true, bank: true, myr: MYR(2000) });
    // Start of next month, GMT+8, 01:00.
    const monthStart = platformMonthStart(new Date(platformMonthStart(server.now()).getTime() + 40 * DAY_MS));
    server.advance(monthStart.getTime() + 60 * 60_000 - server.now().getTime());
    p = await relogin(p);
    expect(await info(p)).toMatchObject({ month_count: 0, next_charge_percent: 0 });
    for (let i = 0; i < 3; i++) {
      expect((await withdraw(server, p, { amount: MYR(100) })).body).toMatchObject({ fee: 0 });
    }
    nextDay();
    p = await relogin(p);
    expect((await withdraw(server, p, { amount: MYR(100) })).body).toMatchObject({ fee: 0 });
    const fifth = await withdraw(server, p, { amount: MYR(100) });
    expect(fifth.body).toMatchObject({ fee: 0, net_amount: MYR(100) });
    expect(await info(p)).toMatchObject({ month_count: 5, free_per_month: 5, next_charge_percent: 3 });
    // Rejecting the fifth makes room for one more free withdrawal.
    await operator(server, fifth.body._id, "reject");
    expect(await info(p)).toMatchObject({ month_count: 4, next_charge_percent: 0 });
    expect((await withdraw(server, p, { amount: MYR(100) })).body).toMatchObject({ fee: 0 });
    const before = (await balances(server, p)).MYR.available;
    const charged = await withdraw(server, p, { amount: MYR(101) });
    expect(charged).toMatchObject({ status: 200, body: { amount: MYR(101), fee: 303, net_amount: MYR(101) - 303 } });
    // The whole amount leaves the wallet; the charge is kept from what reaches the bank.
    expect((await balances(server, p)).MYR.available).toBe(before - MYR(101));
    expect(await info(p)).toMatchObject({ month_count: 6, next_charge_percent: 3, daily_count: 3 });
  });
});
