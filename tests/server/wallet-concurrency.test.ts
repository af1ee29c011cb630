/**
 * Concurrent withdrawals against one balance: the player's row is locked while the balance and
 * daily numbers are read, so no interleaving can overdraw or pass the daily count.
 */
import { describe, expect, it } from "vitest";
import { serverForTheseTests } from "./support/server.ts";
import { balances, getConfig, ledger, ledgerSum, MYR, setConfig, walletPlayer, withdraw } from "./support/wallet.ts";

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
