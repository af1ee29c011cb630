/**
 * Game transfers: the main wallet ⇄ a provider (POST /games/transfer), a provider → another
 * provider (POST /games/internal_transfer), and restore (POST /games/restore: every provider's
 * balance, or one provider's, back to the main wallet in one action).
 *
 * Every transfer is one Transaction (type "transfer", channel "game", status approved, fee 0) and
 * its ledger entries, written in one database transaction with the player's row locked
 * (`createOnce`): transfer_out on the source account and transfer_in on the target. A game
 * account's balance is the sum of its entries (ledger_entries.game_account = the provider's code;
 * null is the main wallet), so the lock makes "at most the source's balance" hold under any
 * concurrency and no account ever goes negative. Idempotent by (player, idempotency_key) like
 * deposits and withdrawals: a repeat answers the first Transaction, another body under the same
 * key is refused (409).
 *
 * Order of the refusals: the shape and the endpoint (400), a PIN must exist (403), the providers
 * (404 unknown or inactive, 503 in maintenance, 501 no internal transfer), whole units (400), then
 * the PIN is verified (its counters and lock, services/pin.ts), so a transfer refused for anything
 * that needs no secret never costs a PIN attempt; the balance last, under the lock (422). Money into a
 * game is refused during a time-out or self-exclusion and while a loss or session limit is reached (403,
 * responsible-guards.ts), before the PIN and again under the lock; bringing money back never is.
 */
import { and, eq } from "drizzle-orm";
import {
  mainWallet,
  type RestoreBody,
  type TransferAccount,
  type TransferBody,
  transferKind,
  transferLimits,
} from "../../src/api/contract/games.ts";
import { limitProblem, maxAmount } from "../../src/api/contract/money.ts";
import type { Transaction } from "../../src/api/contract/wallet.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { type GameProviderRow, gameProviders, ledgerEntries, type TransactionRow, transactions } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { checkAmount } from "./deposits.ts";
import { activeProvider, gameBalanceOf, gameBalancesOf, openGameAccount } from "./games.ts";
import { newId } from "./ids.ts";
import { verifyPin } from "./pin.ts";
import type { PlayerView } from "./players.ts";
import { assertMayPlay } from "./responsible-guards.ts";
import type { TenantInfo } from "./tenants.ts";
import { availableOf, createOnce, newReference, requestHash } from "./transactions.ts";

export type TransferEndpoint = "transfer" | "internal_transfer";

type TransferMethod = "wallet_to_game" | "game_to_wallet" | "game_to_game" | "restore";

/** What a committed transfer touched, for the events told after the commit. */
type Touched = { wallet: boolean; providers: string[] };

/** An active provider the player may move money to or from: 404 if unknown or inactive, 503 in maintenance. */
async function reachableProvider(db: Db, tenantId: string, code: string): Promise<GameProviderRow> {
  const provider = await activeProvider(db, tenantId, code);
  if (provider.maintenance) fail(503, "Fail to connect game");
  return provider;
}

/** The balance of an account of the player ("wallet" or a provider's code) in the player's currency. */
function balanceOf(db: Db, player: PlayerView, account: TransferAccount): Promise<number> {
  return account === mainWallet
    ? availableOf(db, player.id, player.currency)
    : gameBalanceOf(db, player.id, account, player.currency);
}

/** The ledger's name for an account: null for the main wallet, else the provider's code. */
const ledgerAccount = (account: TransferAccount): string | null => (account === mainWallet ? null : account);

const methodOf = (from: TransferAccount, to: TransferAccount): TransferMethod =>
  from === mainWallet ? "wallet_to_game" : to === mainWallet ? "game_to_wallet" : "game_to_game";

/** A PIN must exist before any transfer (SPEC §5), also before a restore, which asks for none. */
function requirePinSet(player: PlayerView): void {
  if (player.pinHash === null) fail(403, "PIN not set");
}

/** Tells the player's event streams what a committed transfer changed (the transaction itself: createOnce). */
function tell(ctx: Ctx, player: PlayerView, touched: Touched | null): void {
  if (!touched) return;
  if (touched.wallet) ctx.events.publish(player.tenantId, player.id, { kind: "wallet", currency: player.currency });
  for (const code of touched.providers) {
    ctx.events.publish(player.tenantId, player.id, { kind: "game_account", provider_code: code, played: false });
  }
}

/** A ledger leg of a transfer; `key` names it within the transfer (its idempotency key is `<transaction id>:<key>`). */
type Leg = { account: string | null; amount: number; kind: "transfer_out" | "transfer_in"; key: string };

/**
 * One transfer Transaction (approved, fee 0, a new id) and its ledger legs, inside the caller's database
 * transaction.
 */
async function writeTransfer(
  tx: Db,
  ctx: Ctx,
  player: PlayerView,
  fields: {
    method: TransferMethod;
    amount: number;
    from: string | null;
    to: string;
    idempotencyKey: string;
    hash: string;
  },
  legs: Leg[],
): Promise<TransactionRow> {
  const id = newId();
  const now = ctx.now();
  const reference = newReference("transfer", now);
  const [row] = await tx
    .insert(transactions)
    .values({
      id,
      tenantId: player.tenantId,
      playerId: player.id,
      reference,
      type: "transfer",
      channel: "game",
      method: fields.method,
      currency: player.currency,
      amount: fields.amount,
      fee: 0,
      netAmount: fields.amount,
      status: "approved",
      fromAccount: fields.from,
      toAccount: fields.to,
      idempotencyKey: fields.idempotencyKey,
      requestHash: fields.hash,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(ledgerEntries).values(
    legs.map((leg) => ({
      id: newId(),
      playerId: player.id,
      currency: player.currency,
      amount: leg.kind === "transfer_out" ? -leg.amount : leg.amount,
      kind: leg.kind,
      gameAccount: leg.account,
      reference,
      idempotencyKey: `${id}:${leg.key}`,
      transactionId: id,
      createdAt: now,
    })),
  );
  return row as TransactionRow;
}

/**
 * A transfer between two of the player's accounts through `endpoint`: "transfer" moves between the
 * main wallet and a provider, "internal_transfer" between two providers (each must offer it).
 */
export async function createTransfer(
  ctx: Ctx,
  tenant: TenantInfo,
  player: PlayerView,
  body: TransferBody,
  endpoint: TransferEndpoint,
): Promise<Transaction> {
  // the same account twice, or the other endpoint's direction
  if (transferKind(body.from, body.to) !== endpoint) fail(400, "Invalid data request");
  const hash = requestHash({ endpoint, from: body.from, to: body.to, amount: body.amount });
  const codes = [body.from, body.to].filter((a) => a !== mainWallet);
  // play responsibly: money going into a game (from the wallet or another game); back to the wallet stays open
  const intoGame = body.to !== mainWallet;
  let touched: Touched | null = null;

  const precheck = async () => {
    requirePinSet(player);
    const providers = [];
    for (const code of codes) providers.push(await reachableProvider(ctx.db, tenant.id, code));
    if (endpoint === "internal_transfer" && providers.some((p) => !p.internalTransfer)) {
      fail(501, "Function not implemented");
    }
    // whole units, at least one; the balance is checked under the lock
    checkAmount(body.amount, { ...transferLimits(0, player.currency), max: maxAmount[player.currency] });
    // money into a game: not during a restriction, nor at a loss or session limit (again under the lock)
    if (intoGame) await assertMayPlay(ctx.db, player.id, ctx.now());
    await verifyPin(ctx, player, body.pin);
  };

  const answer = await createOnce(ctx, player.id, body.idempotency_key, hash, precheck, async (tx) => {
    if (intoGame) await assertMayPlay(tx, player.id, ctx.now());
    for (const code of codes) await openGameAccount(tx, player, code, ctx.now());
    const balance = await balanceOf(tx, player, body.from);
    if (limitProblem(body.amount, transferLimits(balance, player.currency)) !== null) {
      fail(422, "Insufficient balance");
    }
    const row = await writeTransfer(
      tx,
      ctx,
      player,
      {
        method: methodOf(body.from, body.to),
        amount: body.amount,
        from: body.from,
        to: body.to,
        idempotencyKey: body.idempotency_key,
        hash,
      },
      [
        { account: ledgerAccount(body.from), amount: body.amount, kind: "transfer_out", key: "out" },
        { account: ledgerAccount(body.to), amount: body.amount, kind: "transfer_in", key: "in" },
      ],
    );
    touched = { wallet: body.from === mainWallet || body.to === mainWallet, providers: codes };
    return row;
  });
  tell(ctx, player, touched);
  return answer;
}

/**
 * Restore: every game account's balance back to the main wallet in one Transaction (one
 * transfer_out per account holding money, one transfer_in of their sum), or only
 * `provider_code`'s. Restoring all skips a provider in maintenance (its money stays there) and
 * brings money home from inactive providers too (they can no longer be played or transferred to);
 * a named provider must be active and reachable. No PIN is entered, but one must exist.
 */
export async function restoreGameBalances(
  ctx: Ctx,
  tenant: TenantInfo,
  player: PlayerView,
  body: RestoreBody,
): Promise<Transaction> {
  const named = body.provider_code ?? null;
  const hash = requestHash({ endpoint: "restore", provider_code: named });
  let touched: Touched | null = null;

  const precheck = async () => {
    requirePinSet(player);
    if (named) await reachableProvider(ctx.db, tenant.id, named);
  };

  const answer = await createOnce(ctx, player.id, body.idempotency_key, hash, precheck, async (tx) => {
    const balances = await gameBalancesOf(tx, player.id, player.currency);
    let from: [string, number][];
    if (named) {
      await reachableProvider(tx, tenant.id, named);
      const balance = balances.get(named) ?? 0;
      from = balance > 0 ? [[named, balance]] : [];
    } else {
      const inMaintenance = new Set(
        (
          await tx
            .select({ code: gameProviders.code })
            .from(gameProviders)
            .where(and(eq(gameProviders.tenantId, tenant.id), eq(gameProviders.maintenance, true)))
        ).map((p) => p.code),
      );
      from = [...balances]
        .filter(([code, balance]) => balance > 0 && !inMaintenance.has(code))
        .sort(([a], [b]) => a.localeCompare(b));
    }
    if (from.length === 0) fail(422, "No game balance to restore");
    const total = from.reduce((sum, [, balance]) => sum + balance, 0);
    const row = await writeTransfer(
      tx,
      ctx,
      player,
      {
        method: "restore",
        amount: total,
        from: named,
        to: mainWallet,
        idempotencyKey: body.idempotency_key,
        hash,
      },
      [
        ...from.map(
          ([code, balance]): Leg => ({
            account: code,
            amount: balance,
            kind: "transfer_out",
            key: `out:${code}`,
          }),
        ),
        { account: null, amount: total, kind: "transfer_in", key: "in" },
      ],
    );
    touched = { wallet: true, providers: from.map(([code]) => code) };
    return row;
  });
  tell(ctx, player, touched);
  return answer;
}
