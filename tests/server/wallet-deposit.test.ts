import { type } from "arktype";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { afterCharge, chargeOf } from "../../src/api/contract/money.ts";
import { DepositOptions, type Transaction } from "../../src/api/contract/wallet.ts";
import { LOTUS, loginAs, serverForTheseTests } from "./support/server.ts";
import {
  balances,
  cancelPendingDeposits,
  deposit,
  getConfig,
  MYR,
  newKey,
  operator,
  setConfig,
  TX_HASH,
  USDT,
  type WalletPlayer,
  walletPlayer,
} from "./support/wallet.ts";

const server = serverForTheseTests();
let player: WalletPlayer;
beforeAll(async () => {
  player = await walletPlayer(server, "depositor");
});
// at most maxPendingDeposits (3) pending at once: each test starts from an empty queue
beforeEach(() => cancelPendingDeposits(server, player));

describe("getDepositOptions", () => {
  it("answers the five channels with form limits, gateway texts, methods, tenant bank and crypto details", async () => {
    const res = await server.call<DepositOptions>("GET", "/api/player/deposit/getDepositOptions", {
      token: player.jwtToken,
    });
    expect(res.status).toBe(200);
    expect(DepositOptions(res.body)).not.toBeInstanceOf(type.errors);
    const byChannel = Object.fromEntries(res.body.channels.map((c) => [c.channel, c]));
    expect(Object.keys(byChannel)).toEqual(["instant_deposit", "bank_transfer", "e_wallet", "crypto", "telco"]);
    for (const c of res.body.channels) {
      const per = c.currency === "USDT" ? 1_000_000 : 100;
      expect([c.min, c.max]).toEqual([100 * per, 30_000 * per]);
    }
    expect(byChannel.instant_deposit).toMatchObject({ currency: "MYR", gateway_text: "30 - 30,000 MYR" });
    expect(byChannel.instant_deposit?.methods.map((m) => m.code)).toContain("DUITNOW");
    expect(byChannel.instant_deposit?.methods.map((m) => m.code)).toContain("MBB");
    expect(byChannel.bank_transfer?.methods).toHaveLength(8);
    expect(byChannel.e_wallet).toMatchObject({ gateway_text: "50 - 50,000 MYR" });
    expect(byChannel.e_wallet?.methods.map((m) => m.name)).toEqual([
      "Touch 'n Go eWallet",
      "GrabPay",
      "Boost",
      "ShopeePay",
    ]);
    expect(byChannel.crypto).toMatchObject({
      currency: "USDT",
      gateway_text: "100 - 50,000 USDT",
      methods: [{ code: "TRC20", name: "USDT (TRC20)" }],
    });
    expect(byChannel.telco).toMatchObject({ charge_percent: 30, gateway_text: "30 - 30,000 MYR" });
    expect(byChannel.telco?.methods.map((m) => m.name)).toEqual(["Digi", "Celcom", "Maxis", "U Mobile"]);
    expect(res.body.tenant_bank).toEqual({
      bank_name: "Maybank",
      account_holder_name: "Harimau Play Sdn Bhd",
      account_number: expect.stringMatching(/^\d+$/),
    });
    expect(res.body.crypto).toMatchObject({ network: "TRC20", exchange_rate: "4.64" });
    expect(res.body.crypto.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  });

  it("is per tenant: lotus's bank account is held by its own company", async () => {
    const lotus = await loginAs(server, "lotus", "Demo1234", LOTUS);
    const res = await server.call<DepositOptions>("GET", "/api/player/deposit/getDepositOptions", {
      token: lotus.jwtToken,
      domain: LOTUS,
    });
    expect(res.body.tenant_bank.account_holder_name).toBe("Lotus Jade Sdn Bhd");
  });
});

describe("createDeposit", () => {
  const make = (body: Record<string, unknown>) => deposit(server, player, body);

  it("accepts 100 and 30,000 and refuses 99, 30,001 and non-whole amounts, on every MYR channel", async () => {
    const methods: Record<string, string> = { instant_deposit: "DUITNOW", bank_transfer: "CIMB", e_wallet: "TNG" };
    for (const [channel, method] of Object.entries(methods)) {
      expect((await make({ channel, method, amount: MYR(100) })).status, channel).toBe(200);
      expect((await make({ channel, method, amount: MYR(30_000) })).status, channel).toBe(200);
      await cancelPendingDeposits(server, player);
      expect(await make({ channel, method, amount: MYR(99) })).toMatchObject({
        status: 400,
        body: "Amount is below the minimum",
      });
      expect(await make({ channel, method, amount: MYR(30_001) })).toMatchObject({
        status: 400,
        body: "Amount is above the maximum",
      });
      expect(await make({ channel, method, amount: MYR(100) + 50 })).toMatchObject({
        status: 400,
        body: "Amount must be a whole number",
      });
    }
    for (const amount of [0, -MYR(100), 100.5, "10000", null]) {
      const res = await make({ channel: "instant_deposit", method: "DUITNOW", amount });
      expect(res.status).toBe(400);
    }
  });

  it("creates a pending transaction without moving money; gateway channels get a payment page", async () => {
    const before = await balances(server, player);
    const res = await make({ channel: "instant_deposit", method: "MBB", amount: MYR(150) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: "deposit",
      channel: "instant_deposit",
      method: "MBB",
      currency: "MYR",
      amount: MYR(150),
      fee: 0,
      net_amount: MYR(150),
      status: "pending",
      payment_url: `/sandbox/gateway/${res.body._id}`,
      receipt_url: null,
      destination: null,
    });
    expect(res.body.reference).toMatch(/^D\d{6}[A-Z2-9]{8}$/);
    const wallet = await server.call("POST", "/api/player/deposit/createDeposit", {
      body: { channel: "e_wallet", method: "GRABPAY", amount: MYR(100), idempotency_key: newKey() },
      token: player.jwtToken,
    });
    expect((wallet.body as Transaction).payment_url).toMatch(/^\/sandbox\/gateway\//);
    const bank = await make({ channel: "bank_transfer", method: "MBB", amount: MYR(100) });
    expect(bank.body.payment_url).toBeNull();
    expect(await balances(server, player)).toEqual(before);
  });

  it("refuses methods that are not the channel's", async () => {
    for (const [channel, method] of [
      ["instant_deposit", "TNG"],
      ["e_wallet", "MBB"],
      ["bank_transfer", "DUITNOW"],
      ["telco", "TNG"],
      ["bank_transfer", "XXX"],
    ]) {
      expect(await make({ channel, method, amount: MYR(100), telco_pin: "123456789012" })).toMatchObject({
        status: 400,
        body: "Payment method not available",
      });
    }
    expect(await make({ channel: "cash", method: "MBB", amount: MYR(100) })).toMatchObject({
      status: 400,
      body: "Invalid data request",
    });
    expect(await make({ channel: "bank_transfer", method: "", amount: MYR(100) })).toMatchObject({
      status: 400,
      body: "Invalid data request",
    });
  });

  it("crypto: TRC20 only, a tx hash required, USDT limits 100..30,000", async () => {
    const crypto = (body: Record<string, unknown>) =>
      make({ channel: "crypto", method: "TRC20", tx_hash: TX_HASH, ...body });
    expect(await crypto({ method: "ERC20", amount: USDT(100) })).toMatchObject({
      status: 400,
      body: "Only TRC20 is supported",
    });
    expect(await crypto({ amount: USDT(100), tx_hash: undefined })).toMatchObject({
      status: 400,
      body: "Invalid data request",
    });
    expect(await crypto({ amount: USDT(100), tx_hash: "abc" })).toMatchObject({
      status: 400,
      body: "Invalid data request",
    });
    const ok = await crypto({ amount: USDT(100) });
    expect(ok).toMatchObject({
      status: 200,
      body: { currency: "USDT", amount: USDT(100), tx_hash: TX_HASH, payment_url: null, status: "pending" },
    });
    expect((await crypto({ amount: USDT(30_000) })).status).toBe(200);
    expect(await crypto({ amount: USDT(99) })).toMatchObject({ status: 400, body: "Amount is below the minimum" });
    expect(await crypto({ amount: USDT(30_001) })).toMatchObject({ status: 400, body: "Amount is above the maximum" });
    expect(await crypto({ amount: USDT(100) + 1 })).toMatchObject({
      status: 400,
      body: "Amount must be a whole number",
    });
    // Micro-USDT: 100 MYR in sen is 0.01 USDT, not a whole number of USDT.
    expect(await crypto({ amount: MYR(100) })).toMatchObject({ status: 400, body: "Amount must be a whole number" });
  });

  it("telco: a reload PIN required and 30% kept (100 credits 70 once approved)", async () => {
    expect(await make({ channel: "telco", method: "DIGI", amount: MYR(100) })).toMatchObject({
      status: 400,
      body: "Invalid data request",
    });
    const res = await make({ channel: "telco", method: "DIGI", amount: MYR(100), telco_pin: "123456789012" });
    expect(res).toMatchObject({ status: 200, body: { amount: MYR(100), fee: MYR(30), net_amount: MYR(70) } });
    expect(res.body).not.toHaveProperty("telco_pin");
    const odd = await make({ channel: "telco", method: "MAXIS", amount: MYR(101), telco_pin: "123456789012" });
    expect(odd.body).toMatchObject({ fee: 3030, net_amount: 7070 });
    const before = (await balances(server, player)).MYR.available;
    expect((await operator(server, res.body._id, "approve")).body).toMatchObject({ status: "approved" });
    expect((await balances(server, player)).MYR.available).toBe(before + MYR(70));
  });

  it("charges exactly what the deposit screen previews: the contract's chargeOf / afterCharge, at any percent", async () => {
    const channels = await getConfig<{ channel: string; charge_percent: number }[]>(server, "deposit_channels");
    try {
      for (const percent of [30, 33, 7]) {
        await setConfig(
          server,
          "deposit_channels",
          channels.map((c) => (c.channel === "telco" ? { ...c, charge_percent: percent } : c)),
        );
        const options = await server.call<DepositOptions>("GET", "/api/player/deposit/getDepositOptions", {
          token: player.jwtToken,
        });
        const telco = options.body.channels.find((c) => c.channel === "telco");
        expect(telco?.charge_percent).toBe(percent);
        for (const units of [100, 101, 257, 29_999]) {
          await cancelPendingDeposits(server, player);
          const res = await make({ channel: "telco", method: "DIGI", amount: MYR(units), telco_pin: "123456789012" });
          expect(res.body, `${units} at ${percent}%`).toMatchObject({
            fee: chargeOf(MYR(units), percent),
            net_amount: afterCharge(MYR(units), percent),
          });
        }
      }
    } finally {
      await setConfig(server, "deposit_channels", channels);
    }
  });

  it("is idempotent: the same key answers the first transaction; another body under it is refused", async () => {
    const key = newKey();
    const body = { channel: "bank_transfer", method: "PBB", amount: MYR(321), idempotency_key: key };
    const first = await make(body);
    const again = await make(body);
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(await make({ ...body, amount: MYR(322) })).toMatchObject({ status: 409, body: "Invalid data request" });
    const list = await server.call<{ items: Transaction[] }>("GET", "/api/player/transaction/getTransactions", {
      token: player.jwtToken,
    });
    expect(list.body.items.filter((t) => t.amount === MYR(321))).toHaveLength(1);
    // Concurrent repeats create one transaction too.
    const key2 = newKey();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => make({ ...body, amount: MYR(432), idempotency_key: key2 })),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(1);
    for (const k of ["short", "x".repeat(65), "has space in it!!"]) {
      expect(await make({ ...body, idempotency_key: k })).toMatchObject({ status: 400, body: "Invalid data request" });
    }
  });

  it("refuses a channel the tenant disabled, and follows changed limits", async () => {
    const channels = await getConfig<{ channel: string; enabled: boolean; min: number }[]>(server, "deposit_channels");
    const changed = channels.map((c) =>
      c.channel === "telco" ? { ...c, enabled: false } : c.channel === "e_wallet" ? { ...c, min: MYR(50) } : c,
    );
    await setConfig(server, "deposit_channels", changed);
    try {
      const options = await server.call<DepositOptions>("GET", "/api/player/deposit/getDepositOptions", {
        token: player.jwtToken,
      });
      expect(options.body.channels.map((c) => c.channel)).not.toContain("telco");
      expect(
        await make({ channel: "telco", method: "DIGI", amount: MYR(100), telco_pin: "123456789012" }),
      ).toMatchObject({ status: 400, body: "Payment method not available" });
      expect((await make({ channel: "e_wallet", method: "TNG", amount: MYR(50) })).status).toBe(200);
      expect((await make({ channel: "e_wallet", method: "TNG", amount: MYR(49) })).status).toBe(400);
    } finally {
      await setConfig(server, "deposit_channels", channels);
    }
    // A broken entry is refused by the sandbox (money rules are checked before they are stored).
    const broken = await server.call("POST", "/api/sandbox/config", {
      body: { key: "deposit_channels", value: "{not json" },
    });
    expect(broken).toMatchObject({ status: 400, body: "Invalid data request" });
    expect(await getConfig(server, "deposit_channels")).toEqual(channels);
    expect((await make({ channel: "e_wallet", method: "TNG", amount: MYR(99) })).status).toBe(400);
  });
});
