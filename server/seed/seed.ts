/**
 * Seeds demo tenants (banks, config), players (PIN, bank accounts, past transactions, game rounds)
 * and their ledgers into a database that has no tenants. Each player's MYR ledger sums to the
 * `balance` of demo.ts: an opening entry makes up what the seeded history does not.
 *
 * Seeded game rounds are real rounds (`roundsPlan`): drawn by the demo provider's own engine
 * (services/game-rounds.ts) from a fixed seed, at catalogue games, each provider's first round
 * preceded by a seeded transfer from the wallet into that game account. So every round has its
 * game_bet/game_win entries, every game account's balance is the sum of its entries and never went
 * below zero, and the main wallet still ends at `balance`.
 */
import { sql } from "drizzle-orm";
import { type Currency, minorPerUnit } from "../../src/api/contract/money.ts";
import { isGatewayChannel } from "../../src/api/contract/wallet.ts";
import type { Db } from "../db/open.ts";
import {
  bankAccounts,
  banks,
  configEntries,
  gameAccounts,
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
import { betSteps, drawOutcome, engineOf, winOf } from "../services/game-rounds.ts";
import { accountNameOf } from "../services/games.ts";
import { newId } from "../services/ids.ts";
import { displayKeyOf } from "../services/nicknames.ts";
import { hashSecret } from "../services/secrets.ts";
import { newReference } from "../services/transactions.ts";
import { seedChat } from "./chat.ts";
import { seedCheckIns } from "./check-in.ts";
import { seedContent } from "./content.ts";
import { type DemoPlayer, demoConfig, demoPassword, demoPlayers, demoTenants } from "./demo.ts";
import { seedFriends } from "./friends.ts";
import { type DemoGame, type DemoProvider, demoGamesOf, demoProviders } from "./games.ts";
import { seedGiftsIfEmpty } from "./gifts.ts";
import { seedMail } from "./mail.ts";
import { seedReferrals } from "./referral.ts";
import { seedVip } from "./vip.ts";

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

type SeededRound = {
  provider: DemoProvider;
  game: DemoGame;
  bet: number;
  win: number;
  at: Date;
};
type SeededTransfer = { provider: DemoProvider; amount: number; at: Date };
type RoundsPlan = { rounds: SeededRound[]; transfers: SeededTransfer[]; transferred: number };

/** Providers a seeded player may have played at: active and not under maintenance. */
const playableProviders = demoProviders.filter((p) => (p.status ?? "active") === "active" && !p.maintenance);

/**
 * A player's `gameRecords` rounds over the last 14 days at two providers, played with the demo
 * engine on a fixed seed, and the transfer into each provider's account that funds them: the
 * lowest the account would reach, rounded up to RM 100, plus RM 100 left to play with.
 */
function roundsPlan(p: DemoPlayer, now: Date): RoundsPlan {
  const random = randomFrom(Number(p.memberUid));
  const draw = (n: number) => Math.min(n - 1, Math.floor(random() * n));
  const first = playableProviders[draw(playableProviders.length)] as DemoProvider;
  const others = playableProviders.filter((x) => x !== first);
  const chosen = [first, others[draw(others.length)] as DemoProvider];
  const unit = minorPerUnit.MYR;
  const rounds = Array.from({ length: p.gameRecords ?? 0 }, (_, n): SeededRound => {
    const provider = chosen[n % chosen.length] as DemoProvider;
    const offered = demoGamesOf(provider, demoProviders.indexOf(provider));
    const game = offered[draw(offered.length)] as DemoGame;
    const engine = engineOf(game.type);
    const bet = game.minBetUnits * (betSteps[draw(4)] ?? 1) * unit;
    const outcome = drawOutcome(engine, engine === "dice" ? (draw(2) === 0 ? "low" : "high") : undefined, draw);
    const minutesAgo = (n % 14) * 24 * 60 + 30 + draw(20 * 60);
    return { provider, game, bet, win: winOf(outcome, bet), at: new Date(now.getTime() - minutesAgo * MINUTE_MS) };
  }).sort((a, b) => a.at.getTime() - b.at.getTime());

  const transfers = chosen.flatMap((provider): SeededTransfer[] => {
    const own = rounds.filter((r) => r.provider === provider);
    const firstRound = own[0];
    if (!firstRound) return [];
    let running = 0;
    let lowest = 0;
    for (const r of own) {
      running += r.win - r.bet;
      lowest = Math.min(lowest, running);
    }
    const hundred = 100 * unit;
    const amount = Math.ceil(-lowest / hundred) * hundred + hundred;
    return [{ provider, amount, at: new Date(firstRound.at.getTime() - 10 * MINUTE_MS) }];
  });
  return { rounds, transfers, transferred: transfers.reduce((sum, t) => sum + t.amount, 0) };
}

/** Writes a plan: game accounts, the transfers (transaction and both ledger legs), the rounds. */
async function seedRounds(
  tx: Db,
  player: { id: string; tenantId: string; username: string },
  plan: RoundsPlan,
): Promise<void> {
  for (const t of plan.transfers) {
    const transactionId = newId();
    const reference = newReference("transfer", t.at);
    await tx.insert(gameAccounts).values({
      playerId: player.id,
      providerCode: t.provider.code,
      accountName: accountNameOf(t.provider, player),
      createdAt: t.at,
    });
    await tx.insert(transactions).values({
      id: transactionId,
      tenantId: player.tenantId,
      playerId: player.id,
      reference,
      type: "transfer",
      channel: "game",
      method: "wallet_to_game",
      currency: "MYR",
      amount: t.amount,
      fee: 0,
      netAmount: t.amount,
      status: "approved",
      fromAccount: "wallet",
      toAccount: t.provider.code,
      idempotencyKey: `seed-${transactionId}`,
      requestHash: "seed",
      createdAt: t.at,
      updatedAt: t.at,
    });
    const leg = (account: string | null, amount: number, kind: "transfer_out" | "transfer_in", key: string) => ({
      id: newId(),
      playerId: player.id,
      currency: "MYR" as const,
      amount,
      kind,
      gameAccount: account,
      reference,
      idempotencyKey: `${transactionId}:${key}`,
      transactionId,
      createdAt: t.at,
    });
    await tx
      .insert(ledgerEntries)
      .values([leg(null, -t.amount, "transfer_out", "out"), leg(t.provider.code, t.amount, "transfer_in", "in")]);
  }
  for (const [n, r] of plan.rounds.entries()) {
    const recordId = newId();
    const roundKey = `seed-round-${String(n + 1).padStart(4, "0")}`;
    const entry = (amount: number, kind: "game_bet" | "game_win") => ({
      id: newId(),
      playerId: player.id,
      currency: "MYR" as const,
      amount,
      kind,
      gameAccount: r.provider.code,
      reference: roundKey,
      idempotencyKey: `${recordId}:${kind}`,
      createdAt: r.at,
    });
    await tx.insert(gameRecords).values({
      id: recordId,
      playerId: player.id,
      provider: r.provider.name,
      game: r.game.name,
      providerCode: r.provider.code,
      gameId: r.game.id,
      roundKey,
      currency: "MYR",
      bet: r.bet,
      win: r.win,
      createdAt: r.at,
    });
    await tx
      .insert(ledgerEntries)
      .values(r.win > 0 ? [entry(-r.bet, "game_bet"), entry(r.win, "game_win")] : [entry(-r.bet, "game_bet")]);
  }
}

/** True when it seeded, false when the database already had tenants (it still gets a catalogue if it had none). */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(tenants);
  if ((row?.count ?? 0) > 0) {
    await seedCatalogueIfEmpty(db);
    await seedGiftsIfEmpty(db);
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
        displayKey: displayKeyOf(p.username),
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
      const plan = p.gameRecords ? roundsPlan(p, now) : null;
      // MYR ends at `balance` (what went to game accounts included); USDT is what the history leaves.
      const opening = { MYR: p.balance - effect("MYR") + (plan?.transferred ?? 0), USDT: 0 };
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
          paymentUrl: t.type === "deposit" && isGatewayChannel(t.channel) ? `/sandbox/gateway/${transactionId}` : null,
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

      if (plan) await seedRounds(tx, { id, tenantId: p.tenant, username: p.username }, plan);
    }
    await seedReferrals(tx, now);
    await seedFriends(tx, ids, now);
    await seedVip(tx, now);
  });
  await seedCatalogueIfEmpty(db);
  await seedGiftsIfEmpty(db);
  await seedChat(db, now);
  await seedMail(db, now);
  await seedCheckIns(db, now);
  await seedContent(db, now);
  return true;
}
