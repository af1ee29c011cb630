/**
 * Deposits and withdrawals: the Transaction answer, idempotent creation, and every status change
 * with its money effect in one place (`changeStatus`). Transitions come from the contract's
 * `allowedTransitions`; who may ask for which change is `actorMay` below.
 */
import { createHash, randomInt } from "node:crypto";
import { and, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Currency } from "../../src/api/contract/money.ts";
import {
  allowedTransitions,
  isGatewayChannel,
  type Transaction,
  type TransactionPage,
  type TransactionStatus,
  type TransactionType,
} from "../../src/api/contract/wallet.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { ledgerEntries, players, type TransactionRow, transactions } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { platformDateCode } from "./dates.ts";
import { newId } from "./ids.ts";
import { announceMail, type MailNotice, sendSystemMail } from "./mail.ts";
import { isUuid, uniqueViolation } from "./players.ts";
import { handOut } from "./urls.ts";

export function toTransaction(row: TransactionRow): Transaction {
  return {
    _id: row.id,
    reference: row.reference,
    type: row.type,
    channel: row.channel,
    method: row.method,
    currency: row.currency,
    amount: row.amount,
    fee: row.fee,
    net_amount: row.netAmount,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    payment_url: handOut(row.paymentUrl),
    receipt_url: handOut(row.receiptUrl),
    tx_hash: row.txHash,
    destination: row.destination,
    remark: row.remark,
    from_account: row.fromAccount,
    to_account: row.toAccount,
  };
}

const REF_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

const REF_PREFIX: Record<TransactionType, string> = {
  deposit: "D",
  withdraw: "W",
  transfer: "T",
  friend_transfer: "F",
  rebate: "R",
  bonus: "B",
};

/** "D260521K7QF3M2X": D(eposit), W(ithdraw), T(ransfer), F(riend transfer), R(ebate) or B(onus), the GMT+8 date, eight random characters. */
export function newReference(type: TransactionType, now: Date): string {
  let tail = "";
  for (let i = 0; i < 8; i++) tail += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return `${REF_PREFIX[type]}${platformDateCode(now)}${tail}`;
}

/**
 * A reward claimed into the main wallet (a rebate, a check-in bonus): its transaction (status claimed, no
 * fee) and its one ledger entry of `kind`, written in the caller's database transaction.
 */
export async function writeClaimedCredit(
  tx: Db,
  credit: {
    tenantId: string;
    playerId: string;
    type: TransactionType;
    channel: string;
    method: string;
    currency: Currency;
    amount: number;
    kind: string;
    idempotencyKey: string;
    requestHash: string;
    now: Date;
  },
): Promise<TransactionRow> {
  const id = newId();
  const reference = newReference(credit.type, credit.now);
  const [row] = await tx
    .insert(transactions)
    .values({
      id,
      tenantId: credit.tenantId,
      playerId: credit.playerId,
      reference,
      type: credit.type,
      channel: credit.channel,
      method: credit.method,
      currency: credit.currency,
      amount: credit.amount,
      fee: 0,
      netAmount: credit.amount,
      status: "claimed",
      idempotencyKey: credit.idempotencyKey,
      requestHash: credit.requestHash,
      createdAt: credit.now,
      updatedAt: credit.now,
    })
    .returning();
  await tx.insert(ledgerEntries).values({
    id: newId(),
    playerId: credit.playerId,
    currency: credit.currency,
    amount: credit.amount,
    kind: credit.kind,
    reference,
    idempotencyKey: `${id}:${credit.kind}`,
    transactionId: id,
    createdAt: credit.now,
  });
  return row as TransactionRow;
}

/**
 * A player's request that waits for review (a deposit, a withdrawal): its transaction, status pending, the fee
 * taken off the amount, written in the caller's database transaction.
 */
export async function writePendingRequest(
  tx: Db,
  request: Omit<typeof transactions.$inferInsert, "netAmount" | "status" | "createdAt" | "updatedAt"> & {
    fee: number;
    now: Date;
  },
): Promise<TransactionRow> {
  const { now, ...values } = request;
  const [row] = await tx
    .insert(transactions)
    .values({ ...values, netAmount: values.amount - values.fee, status: "pending", createdAt: now, updatedAt: now })
    .returning();
  return row as TransactionRow;
}

/** Hash of a request body without its PIN and idempotency key (stable key order). */
export function requestHash(body: Record<string, unknown>): string {
  const { pin: _pin, idempotency_key: _key, ...rest } = body;
  const sorted = Object.keys(rest)
    .sort()
    .map((k) => [k, rest[k]]);
  return createHash("sha256").update(JSON.stringify(sorted)).digest("base64url");
}

/**
 * Locks the player's row until the surrounding database transaction ends (serialises money moves). FOR NO KEY
 * UPDATE, not FOR UPDATE: it excludes every other money move of the player as well, but not the key-share lock
 * a foreign key takes when another transaction inserts a row that references the player (the credit of a
 * transfer to this player, a chat message to them). With FOR UPDATE, two transfers between two friends crossing
 * each other deadlocked (each held its sender's row and waited to reference the other's), and PostgreSQL ended
 * one with an error.
 */
export async function lockPlayer(tx: Db, playerId: string): Promise<void> {
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for("no key update");
}

/**
 * Balance of one of the player's accounts in a currency: the sum of its ledger entries. `account` is
 * null for the main wallet, else a provider's code (its game account; 0 when never used).
 */
export async function balanceOf(db: Db, playerId: string, currency: Currency, account: string | null): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.playerId, playerId),
        eq(ledgerEntries.currency, currency),
        account === null ? isNull(ledgerEntries.gameAccount) : eq(ledgerEntries.gameAccount, account),
      ),
    );
  return row?.sum ?? 0;
}

/** What the player can use now from the main wallet (game accounts apart). */
export function availableOf(db: Db, playerId: string, currency: Currency): Promise<number> {
  return balanceOf(db, playerId, currency, null);
}

async function byKey(db: Db, playerId: string, key: string): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.playerId, playerId), eq(transactions.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** The first answer for a repeated key; another body under the same key → 409. */
function replay(row: TransactionRow, hash: string): Transaction {
  if (row.requestHash !== hash) fail(409, "Invalid data request");
  return toTransaction(row);
}

/**
 * Runs `create` once per (player, idempotency key) in one database transaction with the player's
 * row locked; a repeat (also a concurrent one) answers the first Transaction and moves no money.
 * `precheck` runs only for a new key, before the transaction (PIN, body rules).
 */
export async function createOnce(
  ctx: Ctx,
  playerId: string,
  key: string,
  hash: string,
  precheck: () => Promise<void>,
  create: (tx: Db) => Promise<TransactionRow>,
): Promise<Transaction> {
  const earlier = await byKey(ctx.db, playerId, key);
  if (earlier) return replay(earlier, hash);
  await precheck();
  try {
    const { answer, created } = await ctx.db.transaction(async (tx) => {
      await lockPlayer(tx, playerId);
      const raced = await byKey(tx, playerId, key);
      if (raced) return { answer: replay(raced, hash), created: null };
      const row = await create(tx);
      return { answer: toTransaction(row), created: row };
    });
    // committed: a new deposit moves no money yet; a new withdrawal holds its amount
    if (created) announce(ctx, created, created.type === "withdraw");
    return answer;
  } catch (error) {
    if (uniqueViolation(error)?.includes("idempotency")) {
      const first = await byKey(ctx.db, playerId, key);
      if (first) return replay(first, hash);
    }
    throw error;
  }
}

/**
 * Tells the player's open event streams (services/events.ts) that a transaction was created or
 * changed and, when `balanceMoved`, that the balance of its currency changed (available, or held:
 * a withdrawal's status change always moves one of them). Call it only once the database
 * transaction has committed, so nothing is announced for a change that was rolled back.
 */
export function announce(ctx: Pick<Ctx, "events">, row: TransactionRow, balanceMoved: boolean): void {
  ctx.events.publish(row.tenantId, row.playerId, {
    kind: "transaction",
    id: row.id,
    type: row.type,
    status: row.status,
  });
  if (balanceMoved) ctx.events.publish(row.tenantId, row.playerId, { kind: "wallet", currency: row.currency });
}

export type Actor = "player" | "gateway" | "operator";

/** Who may ask for which change (the contract says which changes exist at all). */
export function actorMay(actor: Actor, row: TransactionRow, to: TransactionStatus): boolean {
  switch (actor) {
    case "player":
      return row.type === "deposit" && to === "cancelled";
    case "gateway":
      return row.type === "deposit" && isGatewayChannel(row.channel) && (to === "approved" || to === "rejected");
    case "operator":
      return to === "approved" || to === "rejected";
  }
}

/**
 * Moves a transaction to `to` inside one database transaction, with its money effect:
 * an approved deposit credits +net_amount; a rejected or cancelled withdrawal gives +amount back
 * (the hold written at creation). Anything not allowed → 409 "Transaction can no longer be changed".
 * The player's mail about it is written in the same database transaction: an approved deposit, a rejected
 * withdrawal (with the operator's `reason`, also kept as the transaction's remark).
 * Once committed, the player's event streams hear of it (`announce`, `announceMail`).
 */
export async function changeStatus(
  ctx: Ctx,
  id: string,
  to: TransactionStatus,
  actor: Actor,
  scope: { tenantId: string; playerId?: string },
  options: { reason?: string } = {},
): Promise<Transaction> {
  if (!isUuid(id)) fail(404, "Transaction not found");
  const { updated, balanceMoved, mail } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.id, id),
          eq(transactions.tenantId, scope.tenantId),
          scope.playerId ? eq(transactions.playerId, scope.playerId) : undefined,
        ),
      )
      .for("update");
    if (!row) fail(404, "Transaction not found");
    if (!allowedTransitions[row.status].includes(to) || !actorMay(actor, row, to)) {
      fail(409, "Transaction can no longer be changed");
    }
    const now = ctx.now();
    const reason = row.type === "withdraw" && to === "rejected" ? (options.reason ?? null) : null;
    const [updated] = await tx
      .update(transactions)
      .set(reason ? { status: to, updatedAt: now, remark: reason } : { status: to, updatedAt: now })
      .where(and(eq(transactions.id, row.id), eq(transactions.status, row.status)))
      .returning();
    if (!updated) fail(409, "Transaction can no longer be changed");
    const credit =
      row.type === "deposit" && to === "approved"
        ? { amount: row.netAmount, kind: "deposit" }
        : row.type === "withdraw" && (to === "rejected" || to === "cancelled")
          ? { amount: row.amount, kind: "withdraw_release" }
          : null;
    if (credit && credit.amount !== 0) {
      await tx.insert(ledgerEntries).values({
        id: newId(),
        playerId: row.playerId,
        currency: row.currency,
        amount: credit.amount,
        kind: credit.kind,
        reference: row.reference,
        idempotencyKey: `${row.id}:${credit.kind}`,
        transactionId: row.id,
        createdAt: now,
      });
    }
    const mail = await mailAbout(tx, updated, reason, now);
    // a withdrawal leaving pending always moves its held amount (and, rejected or cancelled, the available one)
    return { updated, balanceMoved: row.type === "withdraw" || (credit !== null && credit.amount !== 0), mail };
  });
  announce(ctx, updated, balanceMoved);
  if (mail) announceMail(ctx, mail);
  return toTransaction(updated);
}

/** The player's system mail about a status change, if it gets one: an approved deposit, a rejected withdrawal. */
async function mailAbout(tx: Db, row: TransactionRow, reason: string | null, now: Date): Promise<MailNotice | null> {
  const about = { transaction_id: row.id, currency: row.currency, reference: row.reference };
  const to = { tenantId: row.tenantId, playerId: row.playerId, now };
  if (row.type === "deposit" && row.status === "approved") {
    // what reached the wallet: the amount less the channel's charge
    return sendSystemMail(tx, { ...to, template: "deposit_approved", params: { ...about, amount: row.netAmount } });
  }
  if (row.type === "withdraw" && row.status === "rejected") {
    return sendSystemMail(tx, {
      ...to,
      template: "withdrawal_rejected",
      params: { ...about, amount: row.amount, reason },
    });
  }
  return null;
}

/** The player's own transaction (locked for update when asked, inside a database transaction). */
export async function findOwnTransaction(
  db: Db,
  playerId: string,
  id: string,
  forUpdate = false,
): Promise<TransactionRow | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.playerId, playerId)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export type TransactionFilter = {
  playerId: string;
  type?: TransactionType;
  status?: TransactionStatus;
  from: Date | null;
  to: Date | null;
  page: number;
  limit: number;
};

/** The player's transactions, newest first, with totals per currency over the whole filtered set. */
export async function listTransactions(db: Db, f: TransactionFilter): Promise<TransactionPage> {
  const where = and(
    eq(transactions.playerId, f.playerId),
    f.type ? eq(transactions.type, f.type) : undefined,
    f.status ? eq(transactions.status, f.status) : undefined,
    f.from ? gte(transactions.createdAt, f.from) : undefined,
    f.to ? lt(transactions.createdAt, f.to) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db
      .select({
        currency: transactions.currency,
        amount: sql<number>`coalesce(sum(${transactions.amount}), 0)`.mapWith(Number),
        fee: sql<number>`coalesce(sum(${transactions.fee}), 0)`.mapWith(Number),
        net_amount: sql<number>`coalesce(sum(${transactions.netAmount}), 0)`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(transactions)
      .where(where)
      .groupBy(transactions.currency)
      .orderBy(transactions.currency),
  ]);
  return {
    items: rows.map(toTransaction),
    page: f.page,
    limit: f.limit,
    total: totals.reduce((n, t) => n + t.count, 0),
    totals,
  };
}

/** A tenant's pending transactions with their players' usernames, oldest first (operator review). */
export async function pendingOfTenant(db: Db, tenantId: string): Promise<{ row: TransactionRow; username: string }[]> {
  const rows = await db
    .select({ row: transactions, username: players.username })
    .from(transactions)
    .innerJoin(players, eq(players.id, transactions.playerId))
    .where(and(eq(transactions.tenantId, tenantId), eq(transactions.status, "pending")))
    .orderBy(transactions.createdAt, transactions.id)
    .limit(500);
  return rows;
}

/** A transaction of the tenant by id (sandbox pages), or null. */
export async function findTenantTransaction(db: Db, tenantId: string, id: string): Promise<TransactionRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.tenantId, tenantId)))
    .limit(1);
  return row ?? null;
}
