/**
 * Seeds demo tenants (banks, config), players (PIN, bank accounts, past transactions, game records)
 * and their ledgers into a database that has no tenants. Each player's MYR ledger sums to the
 * `balance` of demo.ts: an opening entry makes up what the seeded history does not.
 */
import { sql } from "drizzle-orm";
import type { Currency } from "../../src/api/contract/money.ts";
import type { Db } from "../db/open.ts";
import {
  bankAccounts,
  banks,
  configEntries,
  gameProviders,
  gameRecords,
  games,
  ledgerEntries,
  players,
  tenantHosts,
  tenants,
  transactions,
} from "../db/schema.ts";
import { defaultBanks, maskedAccount } from "../services/banks.ts";
import { gatewayChannels } from "../services/deposits.ts";
import { newId } from "../services/ids.ts";
import { hashSecret } from "../services/secrets.ts";
import { newReference } from "../services/transactions.ts";
import { type DemoPlayer, demoConfig, demoGames, demoPassword, demoPlayers, demoTenants } from "./demo.ts";
import { demoGamesOf, demoProviders } from "./games.ts";

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Deterministic pseudo-random numbers (mulberry32), so seeded game records look the same every time. */
function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a seeded transaction leaves on the ledger (withdrawals hold, then keep or give back). */
function ledgerEffect(t: NonNullable<DemoPlayer["history"]>[number]): number {
  if (t.type === "deposit") return t.status === "approved" || t.status === "settled" ? t.amount : 0;
  return t.status === "rejected" || t.status === "cancelled" ? 0 : -t.amount;
}

/**
 * The demo game catalogue for every tenant that has no providers yet (also for a database seeded
 * before games existed). Art is drawn by routes/game-art.ts from these paths.
 */
export async function seedCatalogueIfEmpty(db: Db): Promise<void> {
  const tenantIds = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(sql`not exists (select 1 from game_providers p where p.tenant_id = ${tenants.id})`);
  if (tenantIds.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { id: tenantId } of tenantIds) {
      await tx.insert(gameProviders).values(
        demoProviders.map((p, position) => ({
          tenantId,
          code: p.code,
          name: p.name,
          logo: `/game-art/providers/${p.code}.svg`,
          categories: p.categories,
          status: p.status ?? "active",
          maintenance: p.maintenance ?? false,
          internalTransfer: p.internalTransfer ?? true,
          accountPrefix: p.accountPrefix,
          position,
        })),
      );
      await tx.insert(games).values(
        demoProviders.flatMap((p, index) =>
          demoGamesOf(p, index).map((g) => ({
            tenantId,
            id: g.id,
            providerCode: g.providerCode,
            name: g.name,
            image: `/game-art/games/${g.id}.svg`,
            type: g.type,
            tags: g.tags,
            minBet: g.minBetUnits,
            position: g.position,
          })),
        ),
      );
    }
  });
}

/** True when it seeded, false when the database already had tenants (it still gets a catalogue if it had none). */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(tenants);
  if ((row?.count ?? 0) > 0) {
    await seedCatalogueIfEmpty(db);
    return false;
  }

  const hashes = await Promise.all(demoPlayers.map(() => hashSecret(demoPassword)));
  const pinHashes = await Promise.all(demoPlayers.map((p) => (p.pin ? hashSecret(p.pin) : null)));
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  await db.transaction(async (tx) => {
    for (const [position, tenant] of demoTenants.entries()) {
      const assets = `/tenant-assets/${tenant.id}`;
      await tx.insert(tenants).values({
        id: tenant.id,
        brandName: tenant.brandName,
        themecolor: tenant.themecolor,
        logo: `${assets}/logo.svg`,
        userCardArrowLeft: `${assets}/user_card_arrow_left.svg`,
        userCardArrowRight: `${assets}/user_card_arrow_right.svg`,
        restoreIcon: `${assets}/restore_icon.svg`,
        position,
        createdAt: now,
      });
      await tx.insert(tenantHosts).values(tenant.hosts.map((host) => ({ host, tenantId: tenant.id })));
      await tx
        .insert(configEntries)
        .values(Object.entries(demoConfig(tenant)).map(([key, value]) => ({ tenantId: tenant.id, key, value })));
      await tx
        .insert(banks)
        .values(defaultBanks.map((b, i) => ({ tenantId: tenant.id, code: b.code, name: b.name, position: i })));
    }

    const ids = new Map<string, string>();
    for (const [i, p] of demoPlayers.entries()) {
      const id = newId();
      ids.set(`${p.tenant}/${p.username}`, id);
      const joined = ago(p.joinedDaysAgo);
      await tx.insert(players).values({
        id,
        tenantId: p.tenant,
        username: p.username,
        passwordHash: hashes[i] as string,
        fullName: p.fullName,
        nickname: p.username,
        contactNo: p.contactNo,
        referralCode: p.referralCode,
        referrerId: p.referredBy ? (ids.get(`${p.tenant}/${p.referredBy}`) ?? null) : null,
        memberUid: p.memberUid,
        currency: "MYR",
        vipTier: p.vipTier,
        chip: p.chip ?? 0,
        point: p.point ?? 0,
        share: p.share ?? 0,
        pinHash: pinHashes[i] ?? null,
        lastLoginAt: p.lastLoginDaysAgo === null ? null : ago(p.lastLoginDaysAgo),
        registeredDomain: "seed",
        createdAt: joined,
        updatedAt: joined,
      });

      const accountIds: string[] = [];
      for (const account of p.bankAccounts ?? []) {
        const accountId = newId();
        accountIds.push(accountId);
        await tx.insert(bankAccounts).values({
          id: accountId,
          playerId: id,
          bankCode: account.bankCode,
          accountHolderName: account.holder,
          accountNumber: account.number,
          createdAt: joined,
          updatedAt: joined,
        });
      }

      const history = p.history ?? [];
      const effect = (currency: Currency) =>
        history.filter((t) => t.currency === currency).reduce((sum, t) => sum + ledgerEffect(t), 0);
      // MYR ends at `balance`; USDT is what the history leaves.
      const opening = { MYR: p.balance - effect("MYR"), USDT: 0 };
      for (const currency of ["MYR", "USDT"] as const) {
        if (opening[currency] < 0 || effect("USDT") < 0) {
          throw new Error(`seed: ${p.username}'s ${currency} history does not fit the balance`);
        }
        if (opening[currency] === 0) continue;
        await tx.insert(ledgerEntries).values({
          id: newId(),
          playerId: id,
          currency,
          amount: opening[currency],
          kind: "opening_balance",
          reference: "seed",
          createdAt: joined,
        });
      }

      for (const t of history) {
        const createdAt = new Date(now.getTime() - t.minutesAgo * MINUTE_MS);
        const decidedAt = t.status === "pending" ? createdAt : new Date(createdAt.getTime() + 7 * MINUTE_MS);
        const transactionId = newId();
        const reference = newReference(t.type, createdAt);
        const account = p.bankAccounts?.find((a) => a.bankCode === t.method);
        const accountIndex = account ? (p.bankAccounts ?? []).indexOf(account) : -1;
        const bankName = defaultBanks.find((b) => b.code === t.method)?.name ?? t.method;
        await tx.insert(transactions).values({
          id: transactionId,
          tenantId: p.tenant,
          playerId: id,
          reference,
          type: t.type,
          channel: t.channel,
          method: t.method,
          currency: t.currency,
          amount: t.amount,
          fee: 0,
          netAmount: t.amount,
          status: t.status,
          paymentUrl:
            t.type === "deposit" && gatewayChannels.has(t.channel) ? `/sandbox/gateway/${transactionId}` : null,
          txHash: t.txHash ?? null,
          bankAccountId: t.type === "withdraw" && accountIndex >= 0 ? (accountIds[accountIndex] ?? null) : null,
          destination: t.type === "withdraw" && account ? maskedAccount(bankName, account.number) : null,
          idempotencyKey: `seed-${transactionId}`,
          requestHash: "seed",
          createdAt,
          updatedAt: decidedAt,
        });
        const entry = (amount: number, kind: string, at: Date) =>
          tx.insert(ledgerEntries).values({
            id: newId(),
            playerId: id,
            currency: t.currency,
            amount,
            kind,
            reference,
            idempotencyKey: `${transactionId}:${kind}`,
            transactionId,
            createdAt: at,
          });
        if (t.type === "deposit" && (t.status === "approved" || t.status === "settled")) {
          await entry(t.amount, "deposit", decidedAt);
        }
        if (t.type === "withdraw") {
          await entry(-t.amount, "withdraw_hold", createdAt);
          if (t.status === "rejected" || t.status === "cancelled") await entry(t.amount, "withdraw_release", decidedAt);
        }
      }

      if (p.gameRecords) {
        const random = randomFrom(Number(p.memberUid));
        const records = Array.from({ length: p.gameRecords }, (_, n) => {
          const game = demoGames[Math.floor(random() * demoGames.length)] ?? { provider: "JILI", game: "Super Ace" };
          const bet = (1 + Math.floor(random() * 50)) * 100;
          const win = random() < 0.45 ? 0 : Math.floor((bet * Math.floor(random() * 250)) / 100);
          const minutesAgo = (n % 14) * 24 * 60 + 30 + Math.floor(random() * 20 * 60);
          return {
            id: newId(),
            playerId: id,
            provider: game.provider,
            game: game.game,
            currency: "MYR" as const,
            bet,
            win,
            createdAt: new Date(now.getTime() - minutesAgo * MINUTE_MS),
          };
        });
        await tx.insert(gameRecords).values(records);
      }
    }
  });
  await seedCatalogueIfEmpty(db);
  return true;
}
