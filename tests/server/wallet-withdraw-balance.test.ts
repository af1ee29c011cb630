/**
 * Withdrawals and the balance: held at once, released on reject, kept on approve; idempotent; the
 * monthly free withdrawals and the charge after them.
 */
import { describe, expect, it } from "vitest";
import { serverForTheseTests } from "./support/server.ts";
import { balances, ledger, ledgerSum, MYR, newKey, operator, walletPlayer, withdraw } from "./support/wallet.ts";
import { nextDay, nextMonth, relogin, withdrawInfoOf } from "./support/withdraw.ts";

const server = serverForTheseTests();

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
    expect((await withdrawInfoOf(server, p)).daily_count).toBe(1);
  });
});

describe("monthly charge", () => {
  it("charges 3% from the 6th withdrawal of the month (GMT+8); rejected ones do not count; says how many free ones are left today", async () => {
    let p = await walletPlayer(server, "wd_month", { pin: true, bank: true, myr: MYR(2000) });
    nextMonth(server);
    p = await relogin(server, p);
    // five free this month, but only three withdrawals a day: three free ones today
    expect(await withdrawInfoOf(server, p)).toMatchObject({
      month_count: 0,
      next_charge_percent: 0,
      free_left_today: 3,
    });
    for (let i = 0; i < 3; i++) {
      expect((await withdraw(server, p, { amount: MYR(100) })).body).toMatchObject({ fee: 0 });
    }
    expect(await withdrawInfoOf(server, p)).toMatchObject({ withdrawals_left_today: 0, free_left_today: 0 });
    nextDay(server);
    p = await relogin(server, p);
    // three withdrawals today again, two of them free (the month's last)
    expect(await withdrawInfoOf(server, p)).toMatchObject({ withdrawals_left_today: 3, free_left_today: 2 });
    expect((await withdraw(server, p, { amount: MYR(100) })).body).toMatchObject({ fee: 0 });
    const fifth = await withdraw(server, p, { amount: MYR(100) });
    expect(fifth.body).toMatchObject({ fee: 0, net_amount: MYR(100) });
    expect(await withdrawInfoOf(server, p)).toMatchObject({
      month_count: 5,
      free_per_month: 5,
      next_charge_percent: 3,
      withdrawals_left_today: 1,
      free_left_today: 0,
    });
    // Rejecting the fifth makes room for one more free withdrawal.
    await operator(server, fifth.body._id, "reject");
    expect(await withdrawInfoOf(server, p)).toMatchObject({
      month_count: 4,
      next_charge_percent: 0,
      withdrawals_left_today: 2,
      free_left_today: 1,
    });
    expect((await withdraw(server, p, { amount: MYR(100) })).body).toMatchObject({ fee: 0 });
    const before = (await balances(server, p)).MYR.available;
    const charged = await withdraw(server, p, { amount: MYR(101) });
    expect(charged).toMatchObject({ status: 200, body: { amount: MYR(101), fee: 303, net_amount: MYR(101) - 303 } });
    // The whole amount leaves the wallet; the charge is kept from what reaches the bank.
    expect((await balances(server, p)).MYR.available).toBe(before - MYR(101));
    expect(await withdrawInfoOf(server, p)).toMatchObject({ month_count: 6, next_charge_percent: 3, daily_count: 3 });
  });
});
