/** Balances: available = sum of the main wallet's ledger entries per currency; held = pending withdrawals (already off available). */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Wallet } from "../../src/api/contract/wallet.ts";
import { currencies } from "../../src/lib/money-format.ts";
import type { Db } from "../db/open.ts";
import { ledgerEntries, transactions } from "../db/schema.ts";

export async function walletOf(db: Db, playerId: string): Promise<Wallet> {
  const [available, held] = await Promise.all([
    db
      .select({
        currency: ledgerEntries.currency,
        sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number),
      })
      .from(ledgerEntries)
      // the main wallet only: game accounts' entries carry their provider's code
      .where(and(eq(ledgerEntries.playerId, playerId), isNull(ledgerEntries.gameAccount)))
      .groupBy(ledgerEntries.currency),
    db
      .select({
        currency: transactions.currency,
        sum: sql<number>`coalesce(sum(${transactions.amount}), 0)`.mapWith(Number),
      })
      .from(transactions)
      .where(
        and(eq(transactions.playerId, playerId), eq(transactions.type, "withdraw"), eq(transactions.status, "pending")),
      )
      .groupBy(transactions.currency),
  ]);
  const sumOf = (rows: { currency: string; sum: number }[], currency: string) =>
    rows.find((r) => r.currency === currency)?.sum ?? 0;
  return {
    balances: currencies.map((currency) => ({
      currency,
      available: sumOf(available, currency),
      held: sumOf(held, currency),
    })),
  };
}
