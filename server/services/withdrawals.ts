/**
 * Withdrawals: PIN, destination, form limits, daily count and amount (GMT+8), the monthly free
 * ones and the charge after them, the balance, and above the tenant's verification threshold (one
 * withdrawal, or the day's total) a verified account — checked with the player's row locked, so
 * concurrent requests cannot overdraw or pass the threshold together. The amount is held at once (ledger -amount); a reject or
 * cancel gives it back, an approval keeps it (transactions.ts).
 */
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import {
  type Currency,
  chargeOf,
  tronAddressPattern,
  withdrawChargePercent,
  withdrawRefusal,
} from "../../src/api/contract/money.ts";
import { needsVerification, VerificationStatus } from "../../src/api/contract/verification.ts";
import { CreateWithdrawBody, type Transaction, type WithdrawInfo } from "../../src/api/contract/wallet.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { ledgerEntries, transactions } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { accountsOf, banksOf, maskedAccount } from "./banks.ts";
import { platformDayStart, platformMonthStart } from "./dates.ts";
import { checkAmount } from "./deposits.ts";
import { newId } from "./ids.ts";
import { pinStatus, verifyPin } from "./pin.ts";
import type { PlayerView } from "./players.ts";
import type { TenantInfo } from "./tenants.ts";
import { availableOf, createOnce, newReference, requestHash, writePendingRequest } from "./transactions.ts";
import { verificationStatusOf } from "./verification.ts";
import { walletOf } from "./wallet.ts";
import { verificationThresholdOf, type WithdrawRules, withdrawRules } from "./wallet-config.ts";

/**
 * The contract's body with network and address loosened to strings, so that another network is
 * answered "Only TRC20 is supported" in the order of the rules (after the PIN), not as bad shape.
 */
export const WithdrawInput = CreateWithdrawBody.omit("network", "wallet_address").merge({
  "network?": "string <= 32",
  "wallet_address?": "string <= 128",
});
export type WithdrawInput = typeof WithdrawInput.infer;

/** Withdrawals that count toward the daily and monthly numbers (not rejected or cancelled). */
const counted = ["pending", "approved", "settled", "claimed"] as const;

type Usage = { dailyCount: number; monthCount: number; dailyUsed: Record<Currency, number> };

async function usageOf(db: Db, playerId: string, now: Date): Promise<Usage> {
  const day = platformDayStart(now);
  const month = platformMonthStart(now);
  const rows = await db
    .select({
      currency: transactions.currency,
      dailyCount:
        sql<number>`count(*) filter (where ${transactions.createdAt} >= ${day.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
      monthCount: sql<number>`count(*)`.mapWith(Number),
      dailyUsed:
        sql<number>`coalesce(sum(${transactions.amount}) filter (where ${transactions.createdAt} >= ${day.toISOString()}::timestamptz), 0)`.mapWith(
          Number,
        ),
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.playerId, playerId),
        eq(transactions.type, "withdraw"),
        inArray(transactions.status, [...counted]),
        gte(transactions.createdAt, month),
      ),
    )
    .groupBy(transactions.currency);
  const usage: Usage = { dailyCount: 0, monthCount: 0, dailyUsed: { MYR: 0, USDT: 0 } };
  for (const r of rows) {
    usage.dailyCount += r.dailyCount;
    usage.monthCount += r.monthCount;
    usage.dailyUsed[r.currency] = r.dailyUsed;
  }
  return usage;
}

/** What is left today of the day's count and of the free withdrawals (the month's, at most today's). */
function leftToday(rules: WithdrawRules, usage: Usage) {
  const withdrawals = Math.max(0, rules.daily_frequency - usage.dailyCount);
  const free = Math.min(withdrawals, Math.max(0, rules.free_per_month - usage.monthCount));
  return { withdrawals, free };
}

const dailyLeft = (limit: { daily_max: number }, used: number) => Math.max(0, limit.daily_max - used);

export async function withdrawInfo(ctx: Ctx, player: PlayerView): Promise<WithdrawInfo> {
  const now = ctx.now();
  const [rules, usage, accounts, wallet, thresholds] = await Promise.all([
    withdrawRules(ctx, player.tenantId),
    usageOf(ctx.db, player.id, now),
    accountsOf(ctx.db, player.id),
    walletOf(ctx.db, player.id),
    Promise.all([
      verificationThresholdOf(ctx, player.tenantId, "MYR"),
      verificationThresholdOf(ctx, player.tenantId, "USDT"),
    ]),
  ]);
  const pin = pinStatus(player, now);
  const left = leftToday(rules, usage);
  return {
    has_bank_account: accounts.length > 0,
    has_pin: pin.has_pin,
    pin_locked_until: pin.locked_until,
    limits: rules.limits.map((l) => ({
      currency: l.currency,
      min: l.min,
      max: l.max,
      daily_max: l.daily_max,
      daily_used: usage.dailyUsed[l.currency],
      daily_left: dailyLeft(l, usage.dailyUsed[l.currency]),
      available: Math.max(0, wallet.balances.find((b) => b.currency === l.currency)?.available ?? 0),
      gateway_text: l.gateway_text,
      verification_threshold: l.currency === "MYR" ? thresholds[0] : thresholds[1],
    })),
    verification_status: VerificationStatus.assert(player.verificationStatus),
    daily_count: usage.dailyCount,
    daily_frequency: rules.daily_frequency,
    withdrawals_left_today: left.withdrawals,
    month_count: usage.monthCount,
    free_per_month: rules.free_per_month,
    free_left_today: left.free,
    next_charge_percent: withdrawChargePercent(rules, usage.monthCount),
  };
}

export async function createWithdraw(
  ctx: Ctx,
  tenant: TenantInfo,
  player: PlayerView,
  body: WithdrawInput,
): Promise<Transaction> {
  const [rules, threshold] = await Promise.all([
    withdrawRules(ctx, tenant.id),
    verificationThresholdOf(ctx, tenant.id, body.currency),
  ]);
  const limit = rules.limits.find((l) => l.currency === body.currency);
  const hash = requestHash(body);
  let destination = { channel: "", method: "", text: "", bankAccountId: null as string | null };

  const precheck = async () => {
    await verifyPin(ctx, player, body.pin);
    if (body.currency === "MYR") {
      const accounts = await accountsOf(ctx.db, player.id);
      if (accounts.length === 0 || !body.bank_account_id) fail(400, "Bank account required");
      const account = accounts.find((a) => a.id === body.bank_account_id);
      if (!account) fail(404, "Bank account not found");
      const bank = (await banksOf(ctx, tenant.id)).find((b) => b.code === account.bankCode);
      const bankName = bank?.name ?? account.bankCode;
      destination = {
        channel: "bank_transfer",
        method: account.bankCode,
        text: maskedAccount(bankName, account.accountNumber),
        bankAccountId: account.id,
      };
    } else {
      if (body.network !== "TRC20") fail(400, "Only TRC20 is supported");
      if (!body.wallet_address || !tronAddressPattern.test(body.wallet_address)) {
        fail(400, "Invalid data request");
      }
      destination = { channel: "crypto", method: "TRC20", text: body.wallet_address, bankAccountId: null };
    }
    if (!limit) fail(400, "Payment method not available");
    checkAmount(body.amount, limit);
  };

  return createOnce(ctx, player.id, body.idempotency_key, hash, precheck, async (tx) => {
    if (!limit) fail(400, "Payment method not available");
    const now = ctx.now();
    const usage = await usageOf(tx, player.id, now);
    const refusal = withdrawRefusal(body.amount, {
      available: await availableOf(tx, player.id, body.currency),
      daily_left: dailyLeft(limit, usage.dailyUsed[body.currency]),
      withdrawals_left: leftToday(rules, usage).withdrawals,
    });
    if (refusal) fail(refusal === "Daily withdrawal count reached" ? 429 : 400, refusal);
    // the status as it is now, under the lock: an approval or a withdrawal a moment ago counts
    const verification = await verificationStatusOf(tx, player.id);
    if (needsVerification(verification, body.amount, usage.dailyUsed[body.currency], threshold)) {
      fail(403, "Verify your account to withdraw this amount");
    }
    const fee = chargeOf(body.amount, withdrawChargePercent(rules, usage.monthCount));
    const id = newId();
    const reference = newReference("withdraw", now);
    const row = await writePendingRequest(tx, {
      id,
      tenantId: tenant.id,
      playerId: player.id,
      reference,
      type: "withdraw",
      channel: destination.channel,
      method: destination.method,
      currency: body.currency,
      amount: body.amount,
      fee,
      bankAccountId: destination.bankAccountId,
      destination: destination.text,
      idempotencyKey: body.idempotency_key,
      requestHash: hash,
      now,
    });
    await tx.insert(ledgerEntries).values({
      id: newId(),
      playerId: player.id,
      currency: body.currency,
      amount: -body.amount,
      kind: "withdraw_hold",
      reference,
      idempotencyKey: `${id}:withdraw_hold`,
      transactionId: id,
      createdAt: now,
    });
    return row;
  });
}
