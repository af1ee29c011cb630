/**
 * Withdrawals: what must be in place before money moves (PIN, then a bank account for MYR, a TRC20
 * address for USDT), malformed bodies, and the PIN lock after five wrong PINs.
 */
import { describe, expect, it } from "vitest";
import { loginAs, serverForTheseTests } from "./support/server.ts";
import { balances, MYR, TRON_ADDRESS, USDT, walletPlayer, withdraw } from "./support/wallet.ts";
import { withdrawInfoOf } from "./support/withdraw.ts";

const server = serverForTheseTests();

describe("preconditions, in order", () => {
  it("PIN first: not set, then incorrect; then a bank account is required for MYR", async () => {
    const fresh = await walletPlayer(server, "wd_fresh", { myr: MYR(100) });
    const attempt = (body: Record<string, unknown> = {}) => withdraw(server, fresh, { amount: MYR(30), ...body });
    expect(await attempt()).toMatchObject({ status: 400, body: "PIN not set" });
    expect(await withdrawInfoOf(server, fresh)).toMatchObject({
      has_bank_account: false,
      has_pin: false,
      pin_locked_until: null,
    });
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
    expect(await withdrawInfoOf(server, fresh)).toMatchObject({ has_bank_account: true, has_pin: true });
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
    expect((await withdrawInfoOf(server, p)).pin_locked_until).not.toBeNull();
    expect((await balances(server, p)).MYR.available).toBe(MYR(100));
    server.advance(15 * 60_000 + 1000);
    expect((await withdrawInfoOf(server, p)).pin_locked_until).toBeNull();
    expect((await withdraw(server, p, { amount: MYR(30) })).status).toBe(200);
  });
});
