/**
 * Deposits: checked against the tenant's channel config, created pending and idempotent.
 * No money moves until an approval (gateway or operator) credits +net_amount (transactions.ts).
 */
import { and, count, eq } from "drizzle-orm";
import { type AmountLimits, chargeOf, limitProblem } from "../../src/api/contract/money.ts";
import {
  type CreateDepositBody,
  depositChannelTraits,
  isGatewayChannel,
  maxPendingDeposits,
  type Transaction,
  takesReceipt,
} from "../../src/api/contract/wallet.ts";
import type { Ctx } from "../context.ts";
import { type TransactionRow, transactions } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { newId } from "./ids.ts";
import type { PlayerView } from "./players.ts";
import { assertDepositAllowed } from "./responsible-guards.ts";
import { assertNotRestricted } from "./restriction-state.ts";
import type { TenantInfo } from "./tenants.ts";
import {
  announce,
  createOnce,
  findOwnTransaction,
  newReference,
  requestHash,
  toTransaction,
  writePendingRequest,
} from "./transactions.ts";
import { depositSetup } from "./wallet-config.ts";

/** Whole units, then the form limits (the same checks for deposits and withdrawals). */
export function checkAmount(amount: number, limits: AmountLimits): void {
  const problem = limitProblem(amount, limits);
  if (problem === "integer") fail(400, "Amount must be a whole number");
  if (problem === "min") fail(400, "Amount is below the minimum");
  if (problem === "max") fail(400, "Amount is above the maximum");
}

export async function createDeposit(
  ctx: Ctx,
  tenant: TenantInfo,
  player: PlayerView,
  body: CreateDepositBody,
): Promise<Transaction> {
  const setup = await depositSetup(ctx, tenant);
  const channel = setup.channels.find((c) => c.channel === body.channel && c.enabled);
  const hash = requestHash(body);

  const proof = depositChannelTraits[body.channel].proof;
  const precheck = async () => {
    // a time-out or self-exclusion refuses every deposit (checked again under the lock)
    assertNotRestricted(player, ctx.now());
    if (!channel) fail(400, "Payment method not available");
    if (body.channel === "crypto" && body.method !== "TRC20") fail(400, "Only TRC20 is supported");
    if (!channel.methods.some((m) => m.code === body.method)) fail(400, "Payment method not available");
    checkAmount(body.amount, channel);
    if (proof === "tx_hash" && !body.tx_hash) fail(400, "Invalid data request");
    if (proof === "telco_pin" && !body.telco_pin) fail(400, "Invalid data request");
  };

  return createOnce(ctx, player.id, body.idempotency_key, hash, precheck, async (tx) => {
    if (!channel) fail(400, "Payment method not available");
    // counted with the player's row locked (createOnce), so concurrent requests cannot pass it together
    const [pending] = await tx
      .select({ n: count() })
      .from(transactions)
      .where(
        and(eq(transactions.playerId, player.id), eq(transactions.type, "deposit"), eq(transactions.status, "pending")),
      );
    if ((pending?.n ?? 0) >= maxPendingDeposits) fail(429, "Too many pending deposits");
    const now = ctx.now();
    // the player's deposit limits and restriction, counted under the same lock, before any gateway URL is made
    await assertDepositAllowed(tx, player.id, channel.currency, body.amount, now);
    const id = newId();
    const fee = chargeOf(body.amount, channel.charge_percent);
    return writePendingRequest(tx, {
      id,
      tenantId: tenant.id,
      playerId: player.id,
      reference: newReference("deposit", now),
      type: "deposit",
      channel: body.channel,
      method: body.method,
      currency: channel.currency,
      amount: body.amount,
      fee,
      paymentUrl: isGatewayChannel(body.channel) ? `/sandbox/gateway/${id}` : null,
      txHash: proof === "tx_hash" ? (body.tx_hash ?? null) : null,
      telcoPin: proof === "telco_pin" ? (body.telco_pin ?? null) : null,
      idempotencyKey: body.idempotency_key,
      requestHash: hash,
      now,
    });
  });
}

/** Attaches a stored receipt to the player's own pending bank-transfer deposit; answers the old receipt path. */
export async function attachReceipt(
  ctx: Ctx,
  player: PlayerView,
  id: string,
  receiptUrl: string,
): Promise<{ transaction: Transaction; previous: string | null }> {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await findOwnTransaction(tx, player.id, id, true);
    if (!row) fail(404, "Transaction not found");
    if (row.type !== "deposit" || !takesReceipt(row.channel) || row.status !== "pending") {
      fail(409, "Transaction can no longer be changed");
    }
    const [updated] = await tx
      .update(transactions)
      .set({ receiptUrl, updatedAt: ctx.now() })
      .where(eq(transactions.id, row.id))
      .returning();
    return { updated: updated as TransactionRow, previous: row.receiptUrl };
  });
  announce(ctx, result.updated, false);
  return { transaction: toTransaction(result.updated), previous: result.previous };
}

/** A receipt is checked before it is stored: the transaction must exist and take one. */
export async function assertReceiptTarget(ctx: Ctx, player: PlayerView, id: string): Promise<void> {
  const row = await findOwnTransaction(ctx.db, player.id, id);
  if (!row) fail(404, "Transaction not found");
  if (row.type !== "deposit" || !takesReceipt(row.channel) || row.status !== "pending") {
    fail(409, "Transaction can no longer be changed");
  }
}
