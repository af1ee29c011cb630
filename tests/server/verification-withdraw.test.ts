/**
 * The verification threshold on withdrawals (services/withdrawals.ts, contract/verification.ts
 * `needsVerification`): above the tenant's threshold, in one withdrawal or by the day's total (GMT+8),
 * an account that is not verified is refused 403 "Verify your account to withdraw this amount"; once
 * verified the same withdrawal passes. The status and the day's total are read under the player's row
 * lock, so concurrent withdrawals cannot pass the threshold together.
 */
import { describe, expect, it } from "vitest";
import { serverForTheseTests } from "./support/server.ts";
import { decideVerification, sendForReview, verifyPlayer } from "./support/verification.ts";
import { balances, getConfig, MYR, operator, setConfig, USDT, walletPlayer, withdraw } from "./support/wallet.ts";
import { nextDay, withdrawInfoOf } from "./support/withdraw.ts";

const server = serverForTheseTests();

const refused = { status: 403, body: "Verify your account to withdraw this amount" };

describe("withdrawals above the threshold (RM 1,000, USDT 200) need a verified account", () => {
  it("refuses one withdrawal over RM 1,000 until the player is verified, then lets it pass", async () => {
    const p = await walletPlayer(server, "kyc_w_single", { pin: true, bank: true, myr: MYR(3_000) });
    const info = await withdrawInfoOf(server, p);
    expect(info.verification_status).toBe("unverified");
    expect(info.limits.map((l) => [l.currency, l.verification_threshold])).toEqual([
      ["MYR", MYR(1_000)],
      ["USDT", USDT(200)],
    ]);
    expect(await withdraw(server, p, { amount: MYR(1_001) })).toMatchObject(refused);
    expect(await withdraw(server, p, { amount: MYR(1_500) })).toMatchObject(refused);
    // nothing was held for a refused withdrawal
    expect((await balances(server, p)).MYR).toEqual({ available: MYR(3_000), held: 0 });

    // under review is not verified yet
    await sendForReview(server, p);
    expect((await withdrawInfoOf(server, p)).verification_status).toBe("pending");
    expect(await withdraw(server, p, { amount: MYR(1_500) })).toMatchObject(refused);
    // rejected neither
    await decideVerification(server, p._id, { decision: "reject", reason: "Blurred ID" });
    expect(await withdraw(server, p, { amount: MYR(1_500) })).toMatchObject(refused);

    await sendForReview(server, p);
    await decideVerification(server, p._id, { decision: "approve" });
    expect((await withdrawInfoOf(server, p)).verification_status).toBe("verified");
    expect((await withdraw(server, p, { amount: MYR(1_500) })).status).toBe(200);
    expect((await withdraw(server, p, { amount: MYR(1_000) })).status).toBe(200);
    expect((await balances(server, p)).MYR).toEqual({ available: MYR(500), held: MYR(2_500) });
  });

  it("lets an unverified player withdraw up to the threshold in a day, refuses what passes it, and starts again the next day", async () => {
    const p = await walletPlayer(server, "kyc_w_daily", { pin: true, bank: true, myr: MYR(3_000) });
    expect((await withdraw(server, p, { amount: MYR(600) })).status).toBe(200);
    const second = await withdraw(server, p, { amount: MYR(400) });
    expect(second.status).toBe(200);
    // RM 1,000 today: exactly the threshold; any more is past it
    expect(await withdraw(server, p, { amount: MYR(30) })).toMatchObject(refused);
    // a withdrawal the operator rejects no longer counts toward the day's total
    const rejected = await operator(server, second.body._id, "reject");
    expect(rejected.body.status).toBe("rejected");
    expect((await withdraw(server, p, { amount: MYR(400) })).status).toBe(200);
    expect(await withdraw(server, p, { amount: MYR(30) })).toMatchObject(refused);

    nextDay(server);
    expect((await withdraw(server, p, { amount: MYR(1_000) })).status).toBe(200);
    expect(await withdraw(server, p, { amount: MYR(30) })).toMatchObject(refused);
  });

  it("holds USDT to its own threshold (USDT 200), apart from MYR", async () => {
    const p = await walletPlayer(server, "kyc_w_usdt", { pin: true, bank: true, myr: MYR(2_000), usdt: USDT(1_000) });
    expect(await withdraw(server, p, { currency: "USDT", amount: USDT(201) })).toMatchObject(refused);
    expect((await withdraw(server, p, { currency: "USDT", amount: USDT(150) })).status).toBe(200);
    expect(await withdraw(server, p, { currency: "USDT", amount: USDT(100) })).toMatchObject(refused);
    // the USDT withdrawals do not count toward the MYR threshold
    expect((await withdraw(server, p, { amount: MYR(1_000) })).status).toBe(200);
  });

  it("follows the tenant's setting", async () => {
    const thresholds = await getConfig<unknown>(server, "verification_thresholds");
    await setConfig(server, "verification_thresholds", [
      { currency: "MYR", amount: MYR(100) },
      { currency: "USDT", amount: USDT(200) },
    ]);
    try {
      const p = await walletPlayer(server, "kyc_w_setting", { pin: true, bank: true, myr: MYR(500) });
      expect((await withdrawInfoOf(server, p)).limits[0]?.verification_threshold).toBe(MYR(100));
      expect((await withdraw(server, p, { amount: MYR(100) })).status).toBe(200);
      expect(await withdraw(server, p, { amount: MYR(30) })).toMatchObject(refused);
      await verifyPlayer(server, p);
      expect((await withdraw(server, p, { amount: MYR(300) })).status).toBe(200);
    } finally {
      await setConfig(server, "verification_thresholds", thresholds);
    }
  });
});

describe("concurrent withdrawals against the threshold", () => {
  it("20 withdrawals of RM 100 at once from an unverified player: exactly 10 pass (RM 1,000), the rest are refused", async () => {
    const rules = await getConfig<Record<string, unknown>>(server, "withdraw_rules");
    await setConfig(server, "withdraw_rules", { ...rules, daily_frequency: 100 });
    try {
      const p = await walletPlayer(server, "kyc_w_race", { pin: true, bank: true, myr: MYR(3_000) });
      const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(server, p, { amount: MYR(100) })));
      const passed = answers.filter((a) => a.status === 200);
      expect(passed).toHaveLength(10);
      expect(
        answers.filter((a) => a.status !== 200).every((a) => a.status === 403 && (a.body as unknown) === refused.body),
      ).toBe(true);
      expect((await balances(server, p)).MYR).toEqual({ available: MYR(2_000), held: MYR(1_000) });
      const info = await withdrawInfoOf(server, p);
      expect(info.limits[0]).toMatchObject({ daily_used: MYR(1_000), verification_threshold: MYR(1_000) });

      // verified, the same race passes as far as the balance goes
      await verifyPlayer(server, p);
      const after = await Promise.all(Array.from({ length: 25 }, () => withdraw(server, p, { amount: MYR(100) })));
      expect(after.filter((a) => a.status === 200)).toHaveLength(20);
      expect(after.filter((a) => a.status !== 200).every((a) => (a.body as unknown) === "Insufficient balance")).toBe(
        true,
      );
    } finally {
      await setConfig(server, "withdraw_rules", rules);
    }
  });
});
