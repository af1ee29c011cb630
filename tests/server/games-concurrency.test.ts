/**
 * Concurrent game transfers against one player's accounts: the player's row is locked while a
 * source balance is read and both legs are written, so no interleaving overdraws an account, makes
 * or loses money, or moves a repeated key's money twice.
 */
import { describe, expect, it } from "vitest";
import {
  expectBooksBalance,
  gameAccounts,
  gamePlayer,
  gameServerWithProviders,
  restore,
  transfer,
} from "./support/games.ts";
import { balances, MYR, newKey } from "./support/wallet.ts";

const A = "TWA";
const B = "TWB";
const server = gameServerWithProviders({ [A]: {}, [B]: {} });

/** The player's money over the main wallet and every game account. */
async function total(p: { jwtToken: string }): Promise<number> {
  const accounts = [...(await gameAccounts(server, p)).values()].reduce((sum, a) => sum + a.balance, 0);
  return (await balances(server, p)).MYR.available + accounts;
}

describe("50 concurrent transfers out of one wallet", () => {
  it("RM 30 each against RM 900: exactly 30 succeed, the rest are refused, nothing overdraws", async () => {
    const p = await gamePlayer(server, "gc_wallet", { pin: true, myr: MYR(900) });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => transfer(server, p, { from: "wallet", to: A, amount: MYR(30) })),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(30);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 422)).toBe(true);
    expect(answers.filter((a) => a.status === 422).every((a) => (a.body as unknown) === "Insufficient balance")).toBe(
      true,
    );
    expect(new Set(ok.map((a) => a.body._id)).size).toBe(30);
    expect(new Set(ok.map((a) => a.body.reference)).size).toBe(30);
    expect((await balances(server, p)).MYR.available).toBe(0);
    const sums = await expectBooksBalance(server, p);
    expect(sums.get(A)).toBe(MYR(900));
  }, 60_000);

  it("uneven amounts to two providers: the successes sum to at most the balance", async () => {
    const p = await gamePlayer(server, "gc_uneven", { pin: true, myr: MYR(1_000) });
    const amounts = Array.from({ length: 50 }, (_, i) => MYR(7 + ((i * 13) % 61)));
    const answers = await Promise.all(
      amounts.map((amount, i) => transfer(server, p, { from: "wallet", to: i % 2 ? A : B, amount })),
    );
    const moved = answers.filter((a) => a.status === 200).reduce((sum, a) => sum + a.body.amount, 0);
    expect(moved).toBeLessThanOrEqual(MYR(1_000));
    expect(answers.every((a) => a.status === 200 || a.status === 422)).toBe(true);
    // every refusal was a real one: its amount was more than what the wallet had left at the end
    const left = (await balances(server, p)).MYR.available;
    expect(left).toBe(MYR(1_000) - moved);
    for (const [i, a] of answers.entries()) {
      if (a.status === 422) expect(amounts[i]).toBeGreaterThan(left);
    }
    await expectBooksBalance(server, p);
    expect(await total(p)).toBe(MYR(1_000));
  }, 60_000);
});

describe("transfers in every direction at once", () => {
  it("wallet → A, A → wallet, A → B, B → A and B → wallet racing: no account goes negative, no money is made", async () => {
    const p = await gamePlayer(server, "gc_mixed", { pin: true, myr: MYR(600) });
    expect((await transfer(server, p, { from: "wallet", to: A, amount: MYR(200) })).status).toBe(200);
    const moves: [string, string, "transfer" | "internal_transfer"][] = [
      ["wallet", A, "transfer"],
      [A, "wallet", "transfer"],
      [A, B, "internal_transfer"],
      [B, A, "internal_transfer"],
      [B, "wallet", "transfer"],
    ];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const [from, to, endpoint] = moves[i % moves.length] as (typeof moves)[number];
        return transfer(server, p, { from, to, amount: MYR(20 + (i % 4) * 15) }, endpoint);
      }),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 422)).toBe(true);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(10);
    await expectBooksBalance(server, p);
    expect(await total(p)).toBe(MYR(600));
  }, 60_000);
});

describe("restore racing transfers", () => {
  it("restores and transfers interleave whole: each restore takes what the accounts held at its turn", async () => {
    const p = await gamePlayer(server, "gc_restore", { pin: true, myr: MYR(800) });
    expect((await transfer(server, p, { from: "wallet", to: A, amount: MYR(300) })).status).toBe(200);
    const requests = [
      ...Array.from({ length: 20 }, () => () => transfer(server, p, { from: "wallet", to: A, amount: MYR(20) })),
      ...Array.from(
        { length: 10 },
        () => () => transfer(server, p, { from: A, to: B, amount: MYR(25) }, "internal_transfer"),
      ),
      ...Array.from({ length: 6 }, () => () => restore(server, p)),
      ...Array.from({ length: 4 }, () => () => restore(server, p, { provider_code: B })),
    ];
    // interleaved: a restore every few transfers
    const order = requests.map((_, i) => (i * 17) % requests.length);
    const answers = await Promise.all(order.map((i) => (requests[i] as () => ReturnType<typeof restore>)()));
    for (const a of answers) {
      expect([200, 422], JSON.stringify(a.body)).toContain(a.status);
      if (a.status === 422) {
        expect(["Insufficient balance", "No game balance to restore"]).toContain(a.body as unknown);
      }
    }
    const restores = answers.filter((a) => a.status === 200 && a.body.method === "restore");
    expect(restores.length).toBeGreaterThan(0);
    for (const r of restores) expect(r.body.amount).toBeGreaterThan(0);
    await expectBooksBalance(server, p);
    expect(await total(p)).toBe(MYR(800));
    // a last restore empties every account
    const last = await restore(server, p);
    if (last.status !== 200) expect(last).toMatchObject({ status: 422, body: "No game balance to restore" });
    expect((await balances(server, p)).MYR.available).toBe(MYR(800));
    for (const account of (await gameAccounts(server, p)).values()) expect(account.balance).toBe(0);
  }, 60_000);
});

describe("one key sent many times at once", () => {
  it("20 concurrent transfers under one key move the money once and all answer the same transaction", async () => {
    const p = await gamePlayer(server, "gc_key", { pin: true, myr: MYR(500) });
    const body = { from: "wallet", to: A, amount: MYR(100), idempotency_key: newKey() };
    const answers = await Promise.all(Array.from({ length: 20 }, () => transfer(server, p, body)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(1);
    expect((await balances(server, p)).MYR.available).toBe(MYR(400));
    // and a restore's key likewise
    const key = newKey();
    const restores = await Promise.all(Array.from({ length: 10 }, () => restore(server, p, { idempotency_key: key })));
    expect(restores.every((a) => a.status === 200)).toBe(true);
    expect(new Set(restores.map((a) => a.body._id)).size).toBe(1);
    expect((await balances(server, p)).MYR.available).toBe(MYR(500));
    await expectBooksBalance(server, p);
  });
});
