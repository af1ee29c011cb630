/**
 * Withdrawal limits: the form limits per currency, today's total and count (GMT+8 day), and what the
 * withdraw info says is left of them, which is what the server then enforces.
 */
import { type } from "arktype";
import { beforeAll, describe, expect, it } from "vitest";
import { aWithdrawInfo } from "../../machines/model-fixtures.ts";
import { type Transaction, WithdrawInfo } from "../../src/api/contract/wallet.ts";
import { serverForTheseTests } from "./support/server.ts";
import { verifyPlayer } from "./support/verification.ts";
import { balances, type FundedPlayer, MYR, operator, USDT, walletPlayer, withdraw } from "./support/wallet.ts";
import { nextDay, relogin, withdrawInfoOf } from "./support/withdraw.ts";

const server = serverForTheseTests();

describe("limits (MYR)", () => {
  let p: FundedPlayer;
  beforeAll(async () => {
    p = await walletPlayer(server, "wd_bounds", { pin: true, bank: true, myr: MYR(61_000) });
    // the limits here are far above the verification threshold (verification-withdraw.test.ts)
    await verifyPlayer(server, p);
  });

  it("answers the limits in getWithdrawInfo", async () => {
    const body = await withdrawInfoOf(server, p);
    expect(WithdrawInfo(body)).not.toBeInstanceOf(type.errors);
    // a fresh player with a bank account and a PIN: as the flows' fixture, but for the limits (and verified)
    const { limits: _limits, verification_status: _unverified, ...fresh } = aWithdrawInfo;
    expect(body).toMatchObject({
      ...fresh,
      verification_status: "verified",
      limits: [
        {
          currency: "MYR",
          min: MYR(30),
          max: MYR(30_000),
          daily_max: MYR(30_000),
          daily_used: 0,
          daily_left: MYR(30_000),
          available: MYR(61_000),
          gateway_text: "100 - 30,000 MYR",
        },
        {
          currency: "USDT",
          min: USDT(30),
          max: USDT(30_000),
          daily_max: USDT(50_000),
          daily_used: 0,
          daily_left: USDT(50_000),
          available: 0,
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
    expect(await withdrawInfoOf(server, p)).toMatchObject({
      daily_count: 2,
      withdrawals_left_today: 1,
      free_left_today: 1,
      limits: [
        { daily_used: MYR(30_000), daily_left: 0, available: MYR(61_000 - 30_000) },
        { daily_used: 0, daily_left: USDT(50_000) },
      ],
    });
    expect(await withdraw(server, p, { amount: MYR(30) })).toMatchObject({
      status: 400,
      body: "Daily withdrawal limit reached",
    });
  });

  it("accepts 30,000 on the next day, and three withdrawals a day, not a fourth", async () => {
    nextDay(server);
    p = await relogin(server, p);
    expect(await withdrawInfoOf(server, p)).toMatchObject({
      daily_count: 0,
      withdrawals_left_today: 3,
      limits: [{ daily_used: 0, daily_left: MYR(30_000) }, { daily_used: 0 }],
    });
    expect((await withdraw(server, p, { amount: MYR(30_000) })).status).toBe(200);
    nextDay(server);
    p = await relogin(server, p);
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
    expect(await withdrawInfoOf(server, p)).toMatchObject({ withdrawals_left_today: 0, free_left_today: 0 });
    await operator(server, made[0]?._id ?? "", "reject");
    expect(await withdrawInfoOf(server, p)).toMatchObject({
      daily_count: 2,
      withdrawals_left_today: 1,
      limits: [{ daily_used: MYR(60), daily_left: MYR(30_000 - 60) }, {}],
    });
    expect((await withdraw(server, p, { amount: MYR(30) })).status).toBe(200);
  });
});

describe("limits (USDT)", () => {
  it("accepts 30 and 30,000 USDT, refuses 29 and 30,001, and keeps a day within 50,000 USDT", async () => {
    let p = await walletPlayer(server, "wd_usdt", { pin: true, usdt: USDT(80_000) });
    await verifyPlayer(server, p);
    const out = (amount: number) => withdraw(server, p, { currency: "USDT", amount });
    expect(await out(USDT(29))).toMatchObject({ status: 400, body: "Amount is below the minimum" });
    expect(await out(USDT(30_001))).toMatchObject({ status: 400, body: "Amount is above the maximum" });
    expect(await out(USDT(30) + 500_000)).toMatchObject({ status: 400, body: "Amount must be a whole number" });
    expect((await out(USDT(30))).status).toBe(200);
    expect((await out(USDT(30_000))).status).toBe(200);
    expect(await out(USDT(20_000))).toMatchObject({ status: 400, body: "Daily withdrawal limit reached" });
    expect((await out(USDT(19_970))).status).toBe(200);
    expect(await withdrawInfoOf(server, p)).toMatchObject({
      limits: [{ daily_used: 0 }, { daily_used: USDT(50_000), daily_left: 0, available: USDT(80_000 - 50_000) }],
    });
    nextDay(server);
    p = await relogin(server, p);
    expect((await out(USDT(30_000))).status).toBe(200);
    expect(await out(USDT(20_001))).toMatchObject({ status: 400, body: "Daily withdrawal limit reached" });
    const wallet = await balances(server, p);
    expect(wallet.USDT).toEqual({ available: USDT(80_000 - 80_000), held: USDT(80_000) });
  });
});
