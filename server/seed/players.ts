/**
 * Seeds the demo tenants (hosts, configuration, banks) and players (PIN, bank accounts, past transactions,
 * game rounds) with their ledgers (server/seed/seed.ts). Each player's MYR ledger sums to the `balance` of
 * demo.ts: an opening entry makes up what the seeded history does not.
 */
import type { Currency } from "../../src/api/contract/money.ts";
import { isGatewayChannel } from "../../src/api/contract/wallet.ts";
import type { Db } from "../db/open.ts";
import {
  bankAccounts,
  banks,
  configEntries,
  ledgerEntries,
  players,
  tenantHosts,
  tenants,
  transactions,
} from "../db/schema.ts";
import { defaultBanks, maskedAccount } from "../services/banks.ts";
import { newId } from "../services/ids.ts";
import { displayKeyOf } from "../services/nicknames.ts";
import { newReference } from "../services/transactions.ts";
import { type DemoPlayer, demoConfig, demoTenants } from "./demo.ts";
import { DAY_MS, MINUTE_MS, roundsPlan, seedRounds } from "./rounds.ts";

type DemoTransaction = NonNullable<DemoPlayer["history"]>[number];

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** What a seeded transaction leaves on the ledger (withdrawals hold, then keep or give back). */
function ledgerEffect(t: DemoTransaction): number {
  if (t.type === "deposit") return t.status === "approved" || t.status === "settled" ? t.amount : 0;
  return t.status === "rejected" || t.status === "cancelled" ? 0 : -t.amount;
}

/** Every demo tenant with its host names, configuration and banks. */
export async function seedTenants(tx: Db, now: Date): Promise<void> {
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
}

/**
 * A demo player: its row, bank accounts, opening balances, past transactions and game rounds. `ids` maps
 * `tenant/username` to the ids of the players seeded so far (a referrer is seeded before those it referred).
 */
export async function seedPlayer(
  tx: Db,
  p: DemoPlayer,
  hashes: { password: string; pin: string | null },
  ids: Map<string, string>,
  now: Date,
): Promise<void> {
  const id = newId();
  ids.set(`${p.tenant}/${p.username}`, id);
  const joined = ago(now, p.joinedDaysAgo);
  await tx.insert(players).values({
    id,
    tenantId: p.tenant,
    username: p.username,
    passwordHash: hashes.password,
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
    pinHash: hashes.pin,
    lastLoginAt: p.lastLoginDaysAgo === null ? null : ago(now, p.lastLoginDaysAgo),
    registeredDomain: "seed",
    ...(p.verified
      ? {
          verificationStatus: "verified",
          verificationSubmittedAt: joined,
          verificationDecidedAt: new Date(joined.getTime() + DAY_MS),
        }
      : {}),
    createdAt: joined,
    updatedAt: joined,
  });
  const accountIds = await seedBankAccounts(tx, p, id, joined);
  const plan = p.gameRecords ? roundsPlan(p, now) : null;
  await seedOpeningBalances(tx, p, id, joined, plan?.transferred ?? 0);
  for (const t of p.history ?? []) await seedTransaction(tx, p, { id, accountIds }, t, now);
  if (plan) await seedRounds(tx, { id, tenantId: p.tenant, username: p.username }, plan);
}

/** The player's bank accounts; answers their ids in the order of the demo's list. */
async function seedBankAccounts(tx: Db, p: DemoPlayer, id: string, joined: Date): Promise<string[]> {
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
  return accountIds;
}

/** Opening entries: MYR ends at `balance` with `transferred` gone to game accounts; USDT is what the history leaves. */
async function seedOpeningBalances(
  tx: Db,
  p: DemoPlayer,
  id: string,
  joined: Date,
  transferred: number,
): Promise<void> {
  const history = p.history ?? [];
  const effect = (currency: Currency) =>
    history.filter((t) => t.currency === currency).reduce((sum, t) => sum + ledgerEffect(t), 0);
  // MYR ends at `balance` (what went to game accounts included); USDT is what the history leaves.
  const opening = { MYR: p.balance - effect("MYR") + transferred, USDT: 0 };
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
}

/** A past transaction and its ledger entries (a deposit once approved; a withdrawal's hold and any release). */
async function seedTransaction(
  tx: Db,
  p: DemoPlayer,
  player: { id: string; accountIds: string[] },
  t: DemoTransaction,
  now: Date,
): Promise<void> {
  const { id, accountIds } = player;
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
