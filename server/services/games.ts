/**
 * The game catalogue of a tenant and the player's game accounts. A game account is a wallet at a
 * provider: its balance is the sum of the player's ledger entries whose `game_account` is the
 * provider's code (the main wallet's entries have none). Transfers (game-transfers.ts) and rounds
 * (game-rounds.ts) write those entries; this file only reads them and opens accounts.
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import {
  type Catalogue,
  type GameAccount,
  type GameCategory,
  type GameTag,
  gameCategories,
} from "../../src/api/contract/games.ts";
import { type Currency, minorPerUnit } from "../../src/api/contract/money.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import {
  type GameProviderRow,
  gameAccounts,
  gameProviders,
  games,
  ledgerEntries,
  type PlayerRow,
} from "../db/schema.ts";
import { fail } from "../errors.ts";
import { balanceOf } from "./transactions.ts";

/** The tenant's catalogue as a player sees it: active providers only, min bets in the player's currency. */
export function catalogueOf(ctx: Pick<Ctx, "db" | "reads">, tenantId: string, currency: Currency): Promise<Catalogue> {
  return ctx.reads.reference(`catalogue:${tenantId}:${currency}`, async () => {
    const [providerRows, gameRows] = await Promise.all([
      ctx.db
        .select()
        .from(gameProviders)
        .where(and(eq(gameProviders.tenantId, tenantId), eq(gameProviders.status, "active")))
        .orderBy(asc(gameProviders.position), asc(gameProviders.code)),
      ctx.db
        .select({
          id: games.id,
          providerCode: games.providerCode,
          name: games.name,
          image: games.image,
          type: games.type,
          tags: games.tags,
          minBet: games.minBet,
          providerPosition: gameProviders.position,
        })
        .from(games)
        .innerJoin(
          gameProviders,
          and(eq(gameProviders.tenantId, games.tenantId), eq(gameProviders.code, games.providerCode)),
        )
        .where(and(eq(games.tenantId, tenantId), eq(gameProviders.status, "active")))
        .orderBy(asc(gameProviders.position), asc(games.position), asc(games.id)),
    ]);
    const offered = new Set(providerRows.flatMap((p) => p.categories));
    return {
      categories: gameCategories.filter((c) => offered.has(c)),
      providers: providerRows.map(toProvider),
      games: gameRows.map((g) => ({
        _id: g.id,
        provider_code: g.providerCode,
        name: g.name,
        image: g.image,
        type: g.type as GameCategory,
        tags: g.tags as GameTag[],
        min_bet: g.minBet * minorPerUnit[currency],
      })),
    };
  });
}

function toProvider(row: GameProviderRow): Catalogue["providers"][number] {
  return {
    code: row.code,
    name: row.name,
    logo: row.logo,
    categories: row.categories.filter((c): c is GameCategory => (gameCategories as readonly string[]).includes(c)),
    status: row.status === "active" ? "active" : "inactive",
    maintenance: row.maintenance,
    internal_transfer: row.internalTransfer,
  };
}

/** An active provider of the tenant, or 404 "Game provider not found" (inactive ones do not exist for players). */
export async function activeProvider(db: Db, tenantId: string, code: string): Promise<GameProviderRow> {
  const [row] = await db
    .select()
    .from(gameProviders)
    .where(and(eq(gameProviders.tenantId, tenantId), eq(gameProviders.code, code), eq(gameProviders.status, "active")))
    .limit(1);
  if (!row) fail(404, "Game provider not found");
  return row;
}

/** The name a provider shows for the player: its prefix and the username ("drg_demo"). */
export function accountNameOf(provider: Pick<GameProviderRow, "accountPrefix">, player: Pick<PlayerRow, "username">) {
  return `${provider.accountPrefix}_${player.username.toLowerCase()}`;
}

/**
 * Opens the player's account at a provider if it has none (inside the money move's database
 * transaction; a concurrent opening is a no-op thanks to the primary key).
 */
export async function openGameAccount(
  tx: Db,
  player: Pick<PlayerRow, "id" | "tenantId" | "username">,
  providerCode: string,
  now: Date,
): Promise<void> {
  const provider = await activeProvider(tx, player.tenantId, providerCode);
  await tx
    .insert(gameAccounts)
    .values({ playerId: player.id, providerCode, accountName: accountNameOf(provider, player), createdAt: now })
    .onConflictDoNothing();
}

/** Balance of one game account: the sum of its ledger entries (0 when it was never used). */
export function gameBalanceOf(db: Db, playerId: string, providerCode: string, currency: Currency): Promise<number> {
  return balanceOf(db, playerId, currency, providerCode);
}

/** Every game account's balance of the player, by provider code (only accounts with entries). */
export async function gameBalancesOf(db: Db, playerId: string, currency: Currency): Promise<Map<string, number>> {
  const rows = await db
    .select({
      code: ledgerEntries.gameAccount,
      sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.playerId, playerId),
        eq(ledgerEntries.currency, currency),
        isNotNull(ledgerEntries.gameAccount),
      ),
    )
    .groupBy(ledgerEntries.gameAccount);
  return new Map(rows.map((r) => [r.code ?? "", r.sum]));
}

type AccountOwner = Pick<PlayerRow, "id" | "tenantId" | "username" | "currency">;

/** The player's account at every active provider, in the lobby's order (balance 0 where never used). */
export async function gameAccountsOf(ctx: Pick<Ctx, "db">, player: AccountOwner): Promise<GameAccount[]> {
  const [providers, opened, balances] = await Promise.all([
    ctx.db
      .select()
      .from(gameProviders)
      .where(and(eq(gameProviders.tenantId, player.tenantId), eq(gameProviders.status, "active")))
      .orderBy(asc(gameProviders.position), asc(gameProviders.code)),
    ctx.db
      .select({ code: gameAccounts.providerCode, name: gameAccounts.accountName })
      .from(gameAccounts)
      .where(eq(gameAccounts.playerId, player.id)),
    gameBalancesOf(ctx.db, player.id, player.currency),
  ]);
  const names = new Map(opened.map((a) => [a.code, a.name]));
  return providers.map((p) => ({
    provider_code: p.code,
    account_name: names.get(p.code) ?? accountNameOf(p, player),
    currency: player.currency,
    balance: Math.max(0, balances.get(p.code) ?? 0),
  }));
}

/** One game account of the player; an unknown or inactive provider → 404. */
export async function gameAccountOf(ctx: Pick<Ctx, "db">, player: AccountOwner, code: string): Promise<GameAccount> {
  const provider = await activeProvider(ctx.db, player.tenantId, code);
  const [[opened], balance] = await Promise.all([
    ctx.db
      .select({ name: gameAccounts.accountName })
      .from(gameAccounts)
      .where(and(eq(gameAccounts.playerId, player.id), eq(gameAccounts.providerCode, code)))
      .limit(1),
    gameBalanceOf(ctx.db, player.id, code, player.currency),
  ]);
  return {
    provider_code: code,
    account_name: opened?.name ?? accountNameOf(provider, player),
    currency: player.currency,
    balance: Math.max(0, balance),
  };
}
