/**
 * Concurrent withdrawals against one balance: the player's row is locked while the balance and
 * daily numbers are read, so no interleaving can overdraw or pass the daily count.
 */
import { describe, expect, it } from "vitest";
import { serverForTheseTests } from "./support/server.ts";
import { balances, getConfig, ledger, ledgerSum, MYR, setConfig, walletPlayer, withdraw } from "./support/wallet.ts";
import { withdrawInfoOf } from "./support/withdraw.ts";

const server = serverForTheseTests();

async function race(username: string, count: number) {
  const p = await walletPlayer(server, username, { pin: true, bank: true, myr: MYR(900) });
  const answers = await Promise.all(Array.from({ length: count }, () => withdraw(server, p, { amount: MYR(30) })));
  const statuses = answers.map((a) => a.status);
  const entries = await ledger(server, username);
  const wallet = await balances(server, p);
  return { answers, statuses, entries, wallet, ok: statuses.filter((s) => s === 200).length };
}

describe("50 concurrent withdrawals of RM 30 against RM 900", () => {
  it("with the default daily frequency (3): exactly 3 succeed, the rest are refused, the ledger sums to the balance", async () => {
    const { answers, statuses, entries, wallet, ok } = await race("race_default", 50);
    expect(ok).toBe(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(47);
    expect(
      answers.filter((a) => a.status === 429).every((a) => (a.body as unknown) === "Daily withdrawal count reached"),
    ).toBe(true);
    expect(wallet.MYR).toEqual({ available: MYR(900 - 90), held: MYR(90) });
    expect(ledgerSum(entries, "MYR")).toBe(wallet.MYR.available);
  });

  it("with the daily frequency raised to 100: exactly 30 succeed, balance 0, never negative", async () => {
    const rules = await getConfig<Record<string, unknown>>(server, "withdraw_rules");
    await setConfig(server, "withdraw_rules", { ...rules, daily_frequency: 100 });
    try {
      const { answers, statuses, entries, wallet, ok } = await race("race_high", 50);
      expect(ok).toBe(30);
      expect(statuses.filter((s) => s === 400)).toHaveLength(20);
      expect(answers.filter((a) => a.status === 400).every((a) => (a.body as unknown) === "Insufficient balance")).toBe(
        true,
      );
      expect(wallet.MYR).toEqual({ available: 0, held: MYR(900) });
      expect(ledgerSum(entries, "MYR")).toBe(0);
      // Every prefix of the ledger stays at or above zero.
      let running = 0;
      for (const e of entries.filter((x) => x.currency === "MYR")) {
        running += e.amount;
        expect(running).toBeGreaterThanOrEqual(0);
      }
      // Past the 5 free withdrawals of the month a 3% charge applies; the whole amount still leaves the wallet.
      const fees = answers.filter((a) => a.status === 200).map((a) => a.body.fee);
      expect(fees.filter((f) => f === 0)).toHaveLength(5);
      expect(fees.filter((f) => f === 90)).toHaveLength(25);
    } finally {
      await setConfig(server, "withdraw_rules", rules);
    }
  });
});

describe("concurrent withdrawals against today's limit", () => {
  it("50 withdrawals of RM 30 under a RM 1,000 daily limit: exactly 33 pass, and the info's figures are what is enforced", async () => {
    const rules = await getConfig<{ limits: { currency: string; daily_max: number }[] }>(server, "withdraw_rules");
    const limits = rules.limits.map((l) => (l.currency === "MYR" ? { ...l, daily_max: MYR(1_000) } : l));
    await setConfig(server, "withdraw_rules", { ...rules, limits, daily_frequency: 100 });
    try {
      const p = await walletPlayer(server, "race_daily", { pin: true, bank: true, myr: MYR(3_000) });
      const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(server, p, { amount: MYR(30) })));
      const refused = answers.filter((a) => a.status !== 200);
      expect(answers.length - refused.length).toBe(33);
      expect(refused.every((a) => a.status === 400 && (a.body as unknown) === "Daily withdrawal limit reached")).toBe(
        true,
      );
      expect((await balances(server, p)).MYR).toEqual({ available: MYR(3_000 - 990), held: MYR(990) });
      // what the withdraw form is told is left today…
      const info = await withdrawInfoOf(server, p);
      expect(info).toMatchObject({
        daily_count: 33,
        withdrawals_left_today: 67,
        limits: [{ currency: "MYR", daily_used: MYR(990), daily_left: MYR(10), available: MYR(2_010) }, {}],
      });
      // …is what the server enforces: RM 10 are left, so another RM 30 is refused
      expect(await withdraw(server, p, { amount: MYR(30) })).toMatchObject({
        status: 400,
        body: "Daily withdrawal limit reached",
      });
    } finally {
      await setConfig(server, "withdraw_rules", rules);
    }
  });
});
