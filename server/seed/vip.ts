/**
 * Demo VIP tiers with deposits that match: each seeded player above Normal (demo.ts `vipTier`), and one Normal
 * player close to Silver, gets the lifetime deposits their tier stands for, as one approved bank-transfer deposit
 * soon after joining, and the same amount withdrawn (approved) a day later, so the balances of demo.ts stay as
 * they are. Each upgrade to the seeded tier is recorded (`vip_upgrades`) as the 02:00 GMT+8 run after the deposit
 * made it. The upgrade job then finds nothing to do: every tier already matches its deposits.
 */
import { and, eq } from "drizzle-orm";
import type { VipTier } from "../../src/api/contract/user.ts";
import { defaultVipThresholds, tierFor } from "../../src/api/contract/vip.ts";
import type { Db } from "../db/open.ts";
import { ledgerEntries, players, transactions, vipUpgrades } from "../db/schema.ts";
import { nextPlatformDay, platformDay } from "../services/dates.ts";
import { newId } from "../services/ids.ts";
import { newReference } from "../services/transactions.ts";
import { runDueAt } from "../services/vip.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Lifetime deposits in whole MYR per seeded player (tenant/username). */
const lifetime: { tenant: string; username: string; myr: number }[] = [
  { tenant: "harimau", username: "demo", myr: 650_000 }, // Gold, on the way to Platinum
  { tenant: "harimau", username: "ahmad88", myr: 120_000 }, // Silver
  { tenant: "harimau", username: "rajesh_k", myr: 50_000 }, // Silver, just
  { tenant: "harimau", username: "meiling", myr: 42_000 }, // Normal, close to Silver
  { tenant: "lotus", username: "lotus", myr: 1_500_000 }, // Platinum
];

export async function seedVip(tx: Db, now: Date): Promise<void> {
  for (const plan of lifetime) {
    const [player] = await tx
      .select({ id: players.id, tier: players.vipTier, createdAt: players.createdAt })
      .from(players)
      .where(and(eq(players.tenantId, plan.tenant), eq(players.username, plan.username)));
    if (!player) continue;
    const amount = plan.myr * 100;
    const tier: VipTier = tierFor(amount, defaultVipThresholds);
    if (tier !== player.tier) throw new Error(`seed: ${plan.username}'s deposits make ${tier}, not ${player.tier}`);
    const depositAt = new Date(Math.min(player.createdAt.getTime() + DAY_MS, now.getTime() - 3 * DAY_MS));
    const withdrawAt = new Date(depositAt.getTime() + DAY_MS);
    for (const [type, at] of [
      ["deposit", depositAt],
      ["withdraw", withdrawAt],
    ] as const) {
      const id = newId();
      const reference = newReference(type, at);
      await tx.insert(transactions).values({
        id,
        tenantId: plan.tenant,
        playerId: player.id,
        reference,
        type,
        channel: "bank_transfer",
        method: "MBB",
        currency: "MYR",
        amount,
        fee: 0,
        netAmount: amount,
        status: "approved",
        idempotencyKey: `seed-${id}`,
        requestHash: "seed",
        createdAt: at,
        updatedAt: at,
      });
      const kind = type === "deposit" ? "deposit" : "withdraw_hold";
      await tx.insert(ledgerEntries).values({
        id: newId(),
        playerId: player.id,
        currency: "MYR",
        amount: type === "deposit" ? amount : -amount,
        kind,
        reference,
        idempotencyKey: `${id}:${kind}`,
        transactionId: id,
        createdAt: at,
      });
    }
    if (tier === "Normal") continue;
    const runKey = nextPlatformDay(platformDay(depositAt));
    await tx.insert(vipUpgrades).values({
      id: newId(),
      tenantId: plan.tenant,
      playerId: player.id,
      fromTier: "Normal",
      toTier: tier,
      runKey,
      deposited: amount,
      createdAt: runDueAt(runKey),
    });
  }
}
