/**
 * Transfer to a friend (POST /friend/transfer): from the sender's main wallet to a friend's main
 * wallet, in the sender's currency, within the tenant's limits (wallet-config.ts
 * `friend_transfer_rules`: per transfer, and each sender's total a GMT+8 day).
 *
 * One database transaction with the sender's row locked (`createOnce`, as game transfers): two
 * Transactions of type friend_transfer (approved, fee 0) — the sender's (from "wallet" to the
 * friend's member UID) and the receiver's (from the sender's member UID to "wallet") — and their
 * ledger entries. Today's total and the balance are read under the lock, so concurrent transfers
 * can neither overdraw nor pass the daily limit together. The friendship row is held (FOR SHARE)
 * until the commit, so a friend removed meanwhile gets nothing. Idempotent by (sender,
 * idempotency_key): a repeat answers the first Transaction, another body under the key is 409.
 *
 * Order of the refusals: a PIN must exist (403), the friend (403 "This player is not your friend"
 * for anyone who is not one — a real player, oneself, another tenant's, or a UID nobody has: one
 * statement, friendByUid, and one answer, so the endpoint tells no unknown UID from a real one;
 * 422 another currency), the per-transfer limits (400), then the PIN is verified (its counters and
 * lock, services/pin.ts) so nothing that needs no secret costs a PIN attempt; under the lock the
 * friendship again, today's total and the balance (422).
 */
import { and, eq, gte, sql } from "drizzle-orm";
import {
  type FriendTransferBody,
  type FriendTransferInfo,
  friendTransferRefusal,
} from "../../src/api/contract/friends.ts";
import type { Currency } from "../../src/api/contract/money.ts";
import type { Transaction } from "../../src/api/contract/wallet.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { ledgerEntries, type TransactionRow, transactions } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { platformDayStart } from "./dates.ts";
import { checkAmount } from "./deposits.ts";
import { type CardRow, friendByUid, holdFriendship } from "./friends.ts";
import { newId } from "./ids.ts";
import { pinStatus, verifyPin } from "./pin.ts";
import type { PlayerView } from "./players.ts";
import { assertNotRestricted, assertNotRestrictedIn } from "./restriction-state.ts";
import { announce, availableOf, createOnce, newReference, requestHash } from "./transactions.ts";
import { friendTransferLimit } from "./wallet-config.ts";

/** The main wallet, as transfers name it in from_account / to_account. */
const wallet = "wallet";

/** What the sender has sent to friends today (GMT+8 day), in a currency. */
async function sentToday(db: Db, playerId: string, currency: Currency, now: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${transactions.amount}), 0)`.mapWith(Number) })
    .from(transactions)
    .where(
      and(
        eq(transactions.playerId, playerId),
        eq(transactions.type, "friend_transfer"),
        eq(transactions.fromAccount, wallet),
        eq(transactions.currency, currency),
        gte(transactions.createdAt, platformDayStart(now)),
      ),
    );
  return row?.sum ?? 0;
}

/** GET /friend/transferInfo: the PIN, the limits in the player's currency and what is left today. */
export async function friendTransferInfo(ctx: Ctx, player: PlayerView): Promise<FriendTransferInfo> {
  const now = ctx.now();
  const [limit, used, available] = await Promise.all([
    friendTransferLimit(ctx, player.tenantId, player.currency),
    sentToday(ctx.db, player.id, player.currency, now),
    availableOf(ctx.db, player.id, player.currency),
  ]);
  const pin = pinStatus(player, now);
  return {
    has_pin: pin.has_pin,
    pin_locked_until: pin.locked_until,
    currency: player.currency,
    min: limit.min,
    max: limit.max,
    daily_max: limit.daily_max,
    daily_used: used,
    daily_left: Math.max(0, limit.daily_max - used),
    available: Math.max(0, available),
  };
}

type Side = {
  id: string;
  player: { id: string; tenantId: string };
  method: "send" | "receive";
  from: string;
  to: string;
  idempotencyKey: string;
};

/** One side's Transaction (approved, fee 0) and its ledger entry, inside the caller's database transaction. */
async function writeSide(
  tx: Db,
  now: Date,
  side: Side,
  fields: { amount: number; currency: Currency; hash: string },
): Promise<TransactionRow> {
  const reference = newReference("friend_transfer", now);
  const [row] = await tx
    .insert(transactions)
    .values({
      id: side.id,
      tenantId: side.player.tenantId,
      playerId: side.player.id,
      reference,
      type: "friend_transfer",
      channel: "friend",
      method: side.method,
      currency: fields.currency,
      amount: fields.amount,
      fee: 0,
      netAmount: fields.amount,
      status: "approved",
      fromAccount: side.from,
      toAccount: side.to,
      idempotencyKey: side.idempotencyKey,
      requestHash: fields.hash,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(ledgerEntries).values({
    id: newId(),
    playerId: side.player.id,
    currency: fields.currency,
    amount: side.method === "send" ? -fields.amount : fields.amount,
    kind: side.method === "send" ? "friend_transfer_out" : "friend_transfer_in",
    reference,
    idempotencyKey: `${side.id}:${side.method}`,
    transactionId: side.id,
    createdAt: now,
  });
  return row as TransactionRow;
}

/** POST /friend/transfer: answers the sender's Transaction. */
export async function transferToFriend(ctx: Ctx, player: PlayerView, body: FriendTransferBody): Promise<Transaction> {
  const hash = requestHash({ endpoint: "friend_transfer", member_uid: body.member_uid, amount: body.amount });
  const limit = await friendTransferLimit(ctx, player.tenantId, player.currency);
  let friend: CardRow | null = null;
  let received: TransactionRow | null = null;

  const precheck = async () => {
    // no transfer out during a time-out or self-exclusion (checked again under the lock)
    assertNotRestricted(player, ctx.now());
    if (player.pinHash === null) fail(403, "PIN not set");
    friend = await friendByUid(ctx.db, player, body.member_uid);
    if (!friend) fail(403, "This player is not your friend");
    if (friend.currency !== player.currency) fail(422, "This friend uses another currency");
    checkAmount(body.amount, limit);
    await verifyPin(ctx, player, body.pin);
  };

  const answer = await createOnce(ctx, player.id, body.idempotency_key, hash, precheck, async (tx) => {
    await assertNotRestrictedIn(tx, player.id, ctx.now());
    const to = friend as CardRow | null;
    if (!to || !(await holdFriendship(tx, player.id, to.id))) fail(403, "This player is not your friend");
    const now = ctx.now();
    const refusal = friendTransferRefusal(body.amount, {
      daily_left: Math.max(0, limit.daily_max - (await sentToday(tx, player.id, player.currency, now))),
      available: await availableOf(tx, player.id, player.currency),
    });
    if (refusal) fail(422, refusal);
    const money = { amount: body.amount, currency: player.currency, hash };
    const sent = await writeSide(
      tx,
      now,
      {
        id: newId(),
        player,
        method: "send",
        from: wallet,
        to: to.memberUid,
        idempotencyKey: body.idempotency_key,
      },
      money,
    );
    // the receiver's key holds a ':' that no client key can (the contract allows [A-Za-z0-9_-])
    received = await writeSide(
      tx,
      now,
      {
        id: newId(),
        player: to,
        method: "receive",
        from: player.memberUid,
        to: wallet,
        idempotencyKey: `friend:${sent.id}`,
      },
      money,
    );
    return sent;
  });
  // committed (a repeat sets nothing): createOnce told the sender of the transaction; the balances moved
  const credit = received as TransactionRow | null;
  if (credit) {
    ctx.events.publish(player.tenantId, player.id, { kind: "wallet", currency: player.currency });
    announce(ctx, credit, true);
  }
  return answer;
}
