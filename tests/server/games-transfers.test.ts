/**
 * Game transfers over HTTP on a real database: the main wallet ⇄ a provider (/games/transfer), a
 * provider → another provider (/games/internal_transfer) and restore (/games/restore), with their
 * bounds, the PIN, idempotent replay, providers in maintenance or without internal transfer, the
 * events told, and the books: every balance is the sum of its ledger entries, none negative.
 */
import { describe, expect, it } from "vitest";
import { tenants } from "../../server/db/schema.ts";
import type { Transaction, TransactionPage } from "../../src/api/contract/wallet.ts";
import {
  accountSum,
  expectBooksBalance,
  gameAccounts,
  gamePlayer,
  gameServerWithProviders,
  restore,
  setProvider,
  testProvider,
  transfer,
} from "./support/games.ts";
import { balances, ledger, MYR, newKey } from "./support/wallet.ts";

// providers of the test's own, beside the seeded ones
const A = "TWA";
const B = "TWB";
/** Takes no money straight from another provider. */
const N = "TWN";
/** Put in maintenance and back by the tests. */
const M = "TWM";
/** Switched off by the back office. */
const X = "TWX";

const server = gameServerWithProviders({
  [A]: {},
  [B]: {},
  [N]: { internalTransfer: false },
  [M]: {},
  [X]: { status: "inactive" },
});

const reference = /^T\d{6}[A-HJ-NP-Z2-9]{8}$/;

/** A transaction's ledger entries as [kind, account, amount]: out legs first (by account), then the in leg. */
async function legsOf(username: string, transactionId: string): Promise<[string, string | null, number][]> {
  return (await ledger(server, username))
    .filter((e) => e.transaction_id === transactionId)
    .map((e): [string, string | null, number] => [e.kind, e.game_account, e.amount])
    .sort(([k1, a1], [k2, a2]) => k2.localeCompare(k1) || String(a1).localeCompare(String(a2)));
}

async function gameBalance(p: { jwtToken: string }, code: string): Promise<number> {
  return (await gameAccounts(server, p)).get(code)?.balance ?? 0;
}

describe("main wallet → a provider", () => {
  it("moves whole units into the game account: one approved transfer, two ledger legs", async () => {
    const p = await gamePlayer(server, "gt_in", { pin: true, myr: MYR(1_000) });
    const res = await transfer(server, p, { from: "wallet", to: A, amount: MYR(100) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: "transfer",
      channel: "game",
      method: "wallet_to_game",
      status: "approved",
      currency: "MYR",
      amount: MYR(100),
      fee: 0,
      net_amount: MYR(100),
      from_account: "wallet",
      to_account: A,
    });
    expect(res.body.reference).toMatch(reference);
    expect((await balances(server, p)).MYR.available).toBe(MYR(900));
    expect(await gameBalance(p, A)).toBe(MYR(100));
    expect(await legsOf("gt_in", res.body._id)).toEqual([
      ["transfer_out", null, -MYR(100)],
      ["transfer_in", A, MYR(100)],
    ]);
    // the whole balance may go too
    expect((await transfer(server, p, { from: "wallet", to: A, amount: MYR(900) })).status).toBe(200);
    expect((await balances(server, p)).MYR.available).toBe(0);
    expect(await gameBalance(p, A)).toBe(MYR(1_000));
    await expectBooksBalance(server, p);
  });

  it("refuses amounts outside the rules and moves nothing", async () => {
    const p = await gamePlayer(server, "gt_bounds", { pin: true, myr: MYR(500) });
    const cases: [unknown, number, string][] = [
      [0, 400, "Invalid data request"],
      [-MYR(10), 400, "Invalid data request"],
      [MYR(10) + 0.5, 400, "Invalid data request"],
      ["10000", 400, "Invalid data request"],
      [null, 400, "Invalid data request"],
      [MYR(10) + 50, 400, "Amount must be a whole number"],
      [1, 400, "Amount must be a whole number"],
      [MYR(10_000_001), 400, "Amount is above the maximum"],
      [MYR(500) + MYR(1), 422, "Insufficient balance"],
      [MYR(1_000_000), 422, "Insufficient balance"],
    ];
    for (const [amount, status, key] of cases) {
      expect(await transfer(server, p, { from: "wallet", to: A, amount }), String(amount)).toMatchObject({
        status,
        body: key,
      });
    }
    // out of a game account: at most its balance (nothing yet)
    expect(await transfer(server, p, { from: A, to: "wallet", amount: MYR(1) })).toMatchObject({
      status: 422,
      body: "Insufficient balance",
    });
    expect((await balances(server, p)).MYR.available).toBe(MYR(500));
    expect(await gameBalance(p, A)).toBe(0);
    // the smallest: one whole unit
    expect((await transfer(server, p, { from: "wallet", to: A, amount: MYR(1) })).status).toBe(200);
    await expectBooksBalance(server, p);
  });

  it("refuses the same account twice, the other endpoint's direction and unknown or inactive providers", async () => {
    const p = await gamePlayer(server, "gt_accounts", { pin: true, myr: MYR(200) });
    const refused: [Record<string, unknown>, "transfer" | "internal_transfer", number, string][] = [
      [{ from: "wallet", to: "wallet" }, "transfer", 400, "Invalid data request"],
      [{ from: A, to: A }, "transfer", 400, "Invalid data request"],
      [{ from: A, to: A }, "internal_transfer", 400, "Invalid data request"],
      // wallet ⇄ provider is /transfer's, provider → provider /internal_transfer's
      [{ from: "wallet", to: A }, "internal_transfer", 400, "Invalid data request"],
      [{ from: A, to: "wallet" }, "internal_transfer", 400, "Invalid data request"],
      [{ from: A, to: B }, "transfer", 400, "Invalid data request"],
      // not an account at all
      [{ from: "wallet", to: "twa" }, "transfer", 400, "Invalid data request"],
      [{ from: "Wallet", to: A }, "transfer", 400, "Invalid data request"],
      [{ from: "wallet", to: "A" }, "transfer", 400, "Invalid data request"],
      [{ from: "wallet" }, "transfer", 400, "Invalid data request"],
      // well-formed, but no such provider here, or switched off
      [{ from: "wallet", to: "ZZZ9" }, "transfer", 404, "Game provider not found"],
      [{ from: "ZZZ9", to: "wallet" }, "transfer", 404, "Game provider not found"],
      [{ from: "wallet", to: X }, "transfer", 404, "Game provider not found"],
      [{ from: A, to: "ZZZ9" }, "internal_transfer", 404, "Game provider not found"],
      [{ from: X, to: A }, "internal_transfer", 404, "Game provider not found"],
    ];
    for (const [accounts, endpoint, status, key] of refused) {
      expect(
        await transfer(server, p, { amount: MYR(10), ...accounts }, endpoint),
        `${JSON.stringify(accounts)} via ${endpoint}`,
      ).toMatchObject({ status, body: key });
    }
    expect((await balances(server, p)).MYR.available).toBe(MYR(200));
    expect((await ledger(server, "gt_accounts")).filter((e) => e.kind.startsWith("transfer"))).toEqual([]);
  });

  it("a provider of another tenant is unknown here", async () => {
    const p = await gamePlayer(server, "gt_tenant", { pin: true, myr: MYR(100) });
    const [other] = (await server.db.select({ id: tenants.id }).from(tenants)).filter((t) => t.id !== server.tenantId);
    if (!other) throw new Error("the seed has one tenant only");
    await testProvider(server, "TWO", { tenantId: other.id });
    expect(await transfer(server, p, { from: "wallet", to: "TWO", amount: MYR(10) })).toMatchObject({
      status: 404,
      body: "Game provider not found",
    });
    expect((await balances(server, p)).MYR.available).toBe(MYR(100));
  });
});

describe("a provider → the main wallet", () => {
  it("moves at most the game account's balance back", async () => {
    const p = await gamePlayer(server, "gt_out", { pin: true, myr: MYR(300) });
    expect((await transfer(server, p, { from: "wallet", to: A, amount: MYR(120) })).status).toBe(200);
    expect(await transfer(server, p, { from: A, to: "wallet", amount: MYR(121) })).toMatchObject({
      status: 422,
      body: "Insufficient balance",
    });
    const res = await transfer(server, p, { from: A, to: "wallet", amount: MYR(20) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      method: "game_to_wallet",
      from_account: A,
      to_account: "wallet",
      amount: MYR(20),
    });
    expect(await legsOf("gt_out", res.body._id)).toEqual([
      ["transfer_out", A, -MYR(20)],
      ["transfer_in", null, MYR(20)],
    ]);
    expect((await transfer(server, p, { from: A, to: "wallet", amount: MYR(100) })).status).toBe(200);
    expect(await gameBalance(p, A)).toBe(0);
    expect((await balances(server, p)).MYR.available).toBe(MYR(300));
    await expectBooksBalance(server, p);
  });
});

describe("a provider → another provider (internal transfer)", () => {
  it("moves between game accounts without touching the wallet", async () => {
    const p = await gamePlayer(server, "gt_internal", { pin: true, myr: MYR(300) });
    expect((await transfer(server, p, { from: "wallet", to: A, amount: MYR(200) })).status).toBe(200);
    const res = await transfer(server, p, { from: A, to: B, amount: MYR(75) }, "internal_transfer");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ method: "game_to_game", from_account: A, to_account: B, amount: MYR(75), fee: 0 });
    expect(await legsOf("gt_internal", res.body._id)).toEqual([
      ["transfer_out", A, -MYR(75)],
      ["transfer_in", B, MYR(75)],
    ]);
    expect(await transfer(server, p, { from: A, to: B, amount: MYR(126) }, "internal_transfer")).toMatchObject({
      status: 422,
      body: "Insufficient balance",
    });
    expect(await transfer(server, p, { from: B, to: A, amount: MYR(10) + 1 }, "internal_transfer")).toMatchObject({
      status: 400,
      body: "Amount must be a whole number",
    });
    expect((await balances(server, p)).MYR.available).toBe(MYR(100));
    expect(await gameBalance(p, A)).toBe(MYR(125));
    expect(await gameBalance(p, B)).toBe(MYR(75));
    await expectBooksBalance(server, p);
  });

  it('answers "Function not implemented" (501) when either provider does not offer it', async () => {
    const p = await gamePlayer(server, "gt_noimpl", { pin: true, myr: MYR(300) });
    expect((await transfer(server, p, { from: "wallet", to: A, amount: MYR(50) })).status).toBe(200);
    // N takes transfers from the wallet, only not straight from another provider
    expect((await transfer(server, p, { from: "wallet", to: N, amount: MYR(50) })).status).toBe(200);
    for (const [from, to] of [
      [A, N],
      [N, A],
    ]) {
      expect(await transfer(server, p, { from, to, amount: MYR(10) }, "internal_transfer")).toMatchObject({
        status: 501,
        body: "Function not implemented",
      });
    }
    expect(await gameBalance(p, A)).toBe(MYR(50));
    expect(await gameBalance(p, N)).toBe(MYR(50));
    await expectBooksBalance(server, p);
  });
});

describe("a provider in maintenance", () => {
  it('refuses every transfer to or from it with "Fail to connect game" (503), and serves again after', async () => {
    const p = await gamePlayer(server, "gt_maint", { pin: true, myr: MYR(300) });
    expect((await transfer(server, p, { from: "wallet", to: M, amount: MYR(40) })).status).toBe(200);
    expect((await transfer(server, p, { from: "wallet", to: A, amount: MYR(40) })).status).toBe(200);
    await setProvider(server, M, { maintenance: true });
    try {
      const refused: [Record<string, unknown>, "transfer" | "internal_transfer"][] = [
        [{ from: "wallet", to: M }, "transfer"],
        [{ from: M, to: "wallet" }, "transfer"],
        [{ from: M, to: A }, "internal_transfer"],
        [{ from: A, to: M }, "internal_transfer"],
      ];
      for (const [accounts, endpoint] of refused) {
        expect(
          await transfer(server, p, { amount: MYR(10), ...accounts }, endpoint),
          JSON.stringify(accounts),
        ).toMatchObject({ status: 503, body: "Fail to connect game" });
      }
      expect(await restore(server, p, { provider_code: M })).toMatchObject({
        status: 503,
        body: "Fail to connect game",
      });
      expect(await gameBalance(p, M)).toBe(MYR(40));
    } finally {
      await setProvider(server, M, { maintenance: false });
    }
    expect((await transfer(server, p, { from: M, to: "wallet", amount: MYR(40) })).status).toBe(200);
    await expectBooksBalance(server, p);
  });
});

describe("the PIN", () => {
  it('must exist: "PIN not set" (403) for a transfer and for a restore', async () => {
    const p = await gamePlayer(server, "gt_nopin", { myr: MYR(100) });
    expect(await transfer(server, p, { from: "wallet", to: A, amount: MYR(10) })).toMatchObject({
      status: 403,
      body: "PIN not set",
    });
    expect(await restore(server, p)).toMatchObject({ status: 403, body: "PIN not set" });
    expect((await balances(server, p)).MYR.available).toBe(MYR(100));
  });

  it("a missing or malformed PIN is a bad request; a wrong one counts toward the lock, which holds for the right one too", async () => {
    const p = await gamePlayer(server, "gt_wrongpin", { pin: true, myr: MYR(100) });
    const to = { from: "wallet", to: A, amount: MYR(10) };
    for (const pin of [undefined, "", "12345", "1234567", "abcdef", 123456]) {
      expect(await transfer(server, p, { ...to, pin }), String(pin)).toMatchObject({
        status: 400,
        body: "Invalid data request",
      });
    }
    for (let i = 1; i <= 4; i++) {
      expect(await transfer(server, p, { ...to, pin: "000000" }), `wrong PIN #${i}`).toMatchObject({
        status: 400,
        body: "Incorrect PIN",
      });
    }
    // the fifth wrong PIN locks (as for withdrawals and PIN changes: services/pin.ts)
    expect(await transfer(server, p, { ...to, pin: "000000" })).toMatchObject({
      status: 423,
      body: "PIN is locked, try again later",
    });
    expect(await transfer(server, p, to)).toMatchObject({ status: 423, body: "PIN is locked, try again later" });
    expect((await balances(server, p)).MYR.available).toBe(MYR(100));
    server.advance(15 * 60 * 1000 + 1000);
    expect((await transfer(server, p, to)).status).toBe(200);
  });

  it("a right PIN clears the count of wrong ones", async () => {
    const p = await gamePlayer(server, "gt_pinreset", { pin: true, myr: MYR(100) });
    const to = { from: "wallet", to: A, amount: MYR(10) };
    for (let i = 0; i < 4; i++) expect((await transfer(server, p, { ...to, pin: "111111" })).status).toBe(400);
    expect((await transfer(server, p, to)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await transfer(server, p, { ...to, pin: "111111" })).status).toBe(400);
    expect((await transfer(server, p, to)).status).toBe(200);
  });
});

describe("idempotency", () => {
  it("the same key and body answers the first transfer; the money moves once", async () => {
    const p = await gamePlayer(server, "gt_replay", { pin: true, myr: MYR(300) });
    const body = { from: "wallet", to: A, amount: MYR(100), idempotency_key: newKey() };
    const first = await transfer(server, p, body);
    expect(first.status).toBe(200);
    const again = await transfer(server, p, body);
    expect(again).toMatchObject({ status: 200, body: first.body });
    // concurrent repeats too
    const repeats = await Promise.all(Array.from({ length: 10 }, () => transfer(server, p, body)));
    expect(repeats.every((r) => r.status === 200 && r.body._id === first.body._id)).toBe(true);
    expect((await balances(server, p)).MYR.available).toBe(MYR(200));
    expect(await gameBalance(p, A)).toBe(MYR(100));
    const legs = (await ledger(server, "gt_replay")).filter((e) => e.transaction_id === first.body._id);
    expect(legs).toHaveLength(2);
  });

  it('another body under the same key is refused: 409 "Invalid data request"', async () => {
    const p = await gamePlayer(server, "gt_conflict", { pin: true, myr: MYR(300) });
    const key = newKey();
    expect((await transfer(server, p, { from: "wallet", to: A, amount: MYR(100), idempotency_key: key })).status).toBe(
      200,
    );
    for (const other of [
      { from: "wallet", to: A, amount: MYR(101) },
      { from: "wallet", to: B, amount: MYR(100) },
      { from: A, to: "wallet", amount: MYR(100) },
    ]) {
      expect(await transfer(server, p, { ...other, idempotency_key: key }), JSON.stringify(other)).toMatchObject({
        status: 409,
        body: "Invalid data request",
      });
    }
    expect(
      await transfer(server, p, { from: A, to: B, amount: MYR(100), idempotency_key: key }, "internal_transfer"),
    ).toMatchObject({ status: 409, body: "Invalid data request" });
    expect(await restore(server, p, { idempotency_key: key })).toMatchObject({
      status: 409,
      body: "Invalid data request",
    });
    // a deposit's key is another request as well
    const deposit = await server.call("POST", "/api/player/deposit/createDeposit", {
      body: { channel: "bank_transfer", method: "MBB", amount: MYR(100), idempotency_key: key },
      token: p.jwtToken,
    });
    expect(deposit).toMatchObject({ status: 409, body: "Invalid data request" });
    expect((await balances(server, p)).MYR.available).toBe(MYR(200));
    expect(await gameBalance(p, A)).toBe(MYR(100));
  });

  it("a refused transfer leaves its key free for the corrected request", async () => {
    const p = await gamePlayer(server, "gt_retry", { pin: true, myr: MYR(100) });
    const key = newKey();
    expect(await transfer(server, p, { from: "wallet", to: A, amount: MYR(150), idempotency_key: key })).toMatchObject({
      status: 422,
      body: "Insufficient balance",
    });
    expect(
      (await transfer(server, p, { from: "wallet", to: A, amount: MYR(100), idempotency_key: key, pin: "999999" }))
        .status,
    ).toBe(400);
    expect((await transfer(server, p, { from: "wallet", to: A, amount: MYR(100), idempotency_key: key })).status).toBe(
      200,
    );
  });
});

describe("restore", () => {
  it("brings every game balance home in one transaction, skipping a provider in maintenance", async () => {
    const p = await gamePlayer(server, "gt_restore", { pin: true, myr: MYR(500) });
    for (const [to, units] of [
      [A, 100],
      [B, 50],
      [M, 20],
    ] as const) {
      expect((await transfer(server, p, { from: "wallet", to, amount: MYR(units) })).status).toBe(200);
    }
    await setProvider(server, M, { maintenance: true });
    let res: Awaited<ReturnType<typeof restore>>;
    try {
      res = await restore(server, p);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        type: "transfer",
        channel: "game",
        method: "restore",
        status: "approved",
        amount: MYR(150),
        fee: 0,
        net_amount: MYR(150),
        from_account: null,
        to_account: "wallet",
      });
      expect(res.body.reference).toMatch(reference);
      expect(await legsOf("gt_restore", res.body._id)).toEqual([
        ["transfer_out", A, -MYR(100)],
        ["transfer_out", B, -MYR(50)],
        ["transfer_in", null, MYR(150)],
      ]);
      // M's money stayed where it is; nothing else is left to bring home
      expect(await gameBalance(p, M)).toBe(MYR(20));
      expect(await restore(server, p)).toMatchObject({ status: 422, body: "No game balance to restore" });
    } finally {
      await setProvider(server, M, { maintenance: false });
    }
    expect((await balances(server, p)).MYR.available).toBe(MYR(480));
    // one provider's only, by name
    const one = await restore(server, p, { provider_code: M });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ method: "restore", amount: MYR(20), from_account: M, to_account: "wallet" });
    expect((await balances(server, p)).MYR.available).toBe(MYR(500));
    const sums = await expectBooksBalance(server, p);
    for (const code of [A, B, M]) expect(sums.get(code)).toBe(0);
  });

  it("a named provider: only its balance; nothing there, unknown or inactive is refused", async () => {
    const p = await gamePlayer(server, "gt_restore_one", { pin: true, myr: MYR(300) });
    expect((await transfer(server, p, { from: "wallet", to: A, amount: MYR(60) })).status).toBe(200);
    expect((await transfer(server, p, { from: "wallet", to: B, amount: MYR(40) })).status).toBe(200);
    expect(await restore(server, p, { provider_code: N })).toMatchObject({
      status: 422,
      body: "No game balance to restore",
    });
    expect(await restore(server, p, { provider_code: "ZZZ9" })).toMatchObject({
      status: 404,
      body: "Game provider not found",
    });
    expect(await restore(server, p, { provider_code: X })).toMatchObject({
      status: 404,
      body: "Game provider not found",
    });
    for (const bad of [
      { provider_code: "wallet" },
      { provider_code: "" },
      { provider_code: 1 },
      { idempotency_key: "x" },
    ]) {
      expect(await restore(server, p, bad), JSON.stringify(bad)).toMatchObject({
        status: 400,
        body: "Invalid data request",
      });
    }
    const res = await restore(server, p, { provider_code: B });
    expect(res.body).toMatchObject({ amount: MYR(40), from_account: B });
    expect(await gameBalance(p, A)).toBe(MYR(60));
    expect(await gameBalance(p, B)).toBe(0);
    await expectBooksBalance(server, p);
  });

  it("restoring everything also brings home what an inactive provider holds", async () => {
    const I = await testProvider(server, "TWI");
    const p = await gamePlayer(server, "gt_restore_off", { pin: true, myr: MYR(100) });
    expect((await transfer(server, p, { from: "wallet", to: I, amount: MYR(30) })).status).toBe(200);
    await setProvider(server, I, { status: "inactive" });
    const res = await restore(server, p);
    expect(res.body).toMatchObject({ method: "restore", amount: MYR(30) });
    expect(accountSum(await ledger(server, "gt_restore_off"), I)).toBe(0);
    expect((await balances(server, p)).MYR.available).toBe(MYR(100));
  });

  it("is idempotent by key like every transfer", async () => {
    const p = await gamePlayer(server, "gt_restore_key", { pin: true, myr: MYR(100) });
    expect((await transfer(server, p, { from: "wallet", to: A, amount: MYR(70) })).status).toBe(200);
    const key = newKey();
    const first = await restore(server, p, { idempotency_key: key });
    expect(first.status).toBe(200);
    expect((await transfer(server, p, { from: "wallet", to: A, amount: MYR(30) })).status).toBe(200);
    // the repeat answers the first restore and leaves the new RM 30 where it is
    expect(await restore(server, p, { idempotency_key: key })).toMatchObject({ status: 200, body: first.body });
    expect(await restore(server, p, { idempotency_key: key, provider_code: A })).toMatchObject({
      status: 409,
      body: "Invalid data request",
    });
    expect(await gameBalance(p, A)).toBe(MYR(30));
    await expectBooksBalance(server, p);
  });
});

describe("transfers in the transaction list and detail", () => {
  it("answers transfers with their accounts; they cannot be cancelled", async () => {
    const p = await gamePlayer(server, "gt_list", { pin: true, myr: MYR(300) });
    const a = await transfer(server, p, { from: "wallet", to: A, amount: MYR(100) });
    const b = await transfer(server, p, { from: A, to: B, amount: MYR(30) }, "internal_transfer");
    const c = await restore(server, p);
    const list = await server.call<TransactionPage>("GET", "/api/player/transaction/getTransactions?type=transfer", {
      token: p.jwtToken,
    });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    expect(list.body.items.map((t) => [t.method, t.from_account, t.to_account]).sort()).toEqual(
      [
        ["wallet_to_game", "wallet", A],
        ["game_to_game", A, B],
        ["restore", null, "wallet"],
      ].sort(),
    );
    expect(list.body.totals).toEqual([{ currency: "MYR", amount: MYR(230), fee: 0, net_amount: MYR(230), count: 3 }]);
    const deposits = await server.call<TransactionPage>("GET", "/api/player/transaction/getTransactions?type=deposit", {
      token: p.jwtToken,
    });
    expect(deposits.body.items.every((t) => t.type === "deposit")).toBe(true);
    for (const t of [a, b, c]) {
      const detail = await server.call<Transaction>("GET", `/api/player/transaction/getTransaction/${t.body._id}`, {
        token: p.jwtToken,
      });
      expect(detail).toMatchObject({ status: 200, body: t.body });
      expect(
        await server.call("PATCH", `/api/player/transaction/cancelTransaction/${t.body._id}`, { token: p.jwtToken }),
      ).toMatchObject({ status: 409, body: "Transaction can no longer be changed" });
    }
  });
});

describe("events", () => {
  it("tells the transaction, the wallet and each game account touched, once, after the commit", async () => {
    const p = await gamePlayer(server, "gt_events", { pin: true, myr: MYR(300) });
    const since = () => {
      const start = server.published.length;
      return () =>
        server.published
          .slice(start)
          .filter((e) => e.playerId === p._id)
          .map((e) => e.event);
    };
    let heard = since();
    const key = newKey();
    const a = await transfer(server, p, { from: "wallet", to: A, amount: MYR(100), idempotency_key: key });
    expect(heard()).toEqual([
      { kind: "transaction", id: a.body._id, type: "transfer", status: "approved" },
      { kind: "wallet", currency: "MYR" },
      { kind: "game_account", provider_code: A, played: false },
    ]);
    // a repeat and a refusal tell nothing
    heard = since();
    await transfer(server, p, { from: "wallet", to: A, amount: MYR(100), idempotency_key: key });
    await transfer(server, p, { from: "wallet", to: A, amount: MYR(10_000) });
    expect(heard()).toEqual([]);
    // provider → provider: the wallet did not change
    const b = await transfer(server, p, { from: A, to: B, amount: MYR(40) }, "internal_transfer");
    expect(heard()).toEqual([
      { kind: "transaction", id: b.body._id, type: "transfer", status: "approved" },
      { kind: "game_account", provider_code: A, played: false },
      { kind: "game_account", provider_code: B, played: false },
    ]);
    heard = since();
    const c = await restore(server, p);
    expect(heard()).toEqual([
      { kind: "transaction", id: c.body._id, type: "transfer", status: "approved" },
      { kind: "wallet", currency: "MYR" },
      { kind: "game_account", provider_code: A, played: false },
      { kind: "game_account", provider_code: B, played: false },
    ]);
  });
});

describe("the seeded providers", () => {
  it("refuse as their flags say: RYL in maintenance, SPX without internal transfer, OLD inactive", async () => {
    const p = await gamePlayer(server, "gt_seeded", { pin: true, myr: MYR(200) });
    expect((await transfer(server, p, { from: "wallet", to: "DRG", amount: MYR(50) })).status).toBe(200);
    expect((await transfer(server, p, { from: "wallet", to: "SPX", amount: MYR(50) })).status).toBe(200);
    expect(await transfer(server, p, { from: "wallet", to: "RYL", amount: MYR(10) })).toMatchObject({
      status: 503,
      body: "Fail to connect game",
    });
    expect(await transfer(server, p, { from: "DRG", to: "SPX", amount: MYR(10) }, "internal_transfer")).toMatchObject({
      status: 501,
      body: "Function not implemented",
    });
    expect(await transfer(server, p, { from: "wallet", to: "OLD", amount: MYR(10) })).toMatchObject({
      status: 404,
      body: "Game provider not found",
    });
    expect((await transfer(server, p, { from: "DRG", to: "JK88", amount: MYR(20) }, "internal_transfer")).status).toBe(
      200,
    );
    expect((await restore(server, p)).body).toMatchObject({ method: "restore", amount: MYR(100) });
    expect((await balances(server, p)).MYR.available).toBe(MYR(200));
    await expectBooksBalance(server, p);
  });
});
