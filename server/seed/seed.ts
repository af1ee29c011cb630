/** Seeds demo tenants, players, ledger openings and config into a database that has no tenants. */
import { sql } from "drizzle-orm";
import type { Db } from "../db/open.ts";
import { configEntries, ledgerEntries, players, tenantHosts, tenants } from "../db/schema.ts";
import { newId } from "../services/ids.ts";
import { hashSecret } from "../services/secrets.ts";
import { demoConfig, demoPassword, demoPlayers, demoTenants } from "./demo.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when it seeded, false when the database already had tenants. */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(tenants);
  if ((row?.count ?? 0) > 0) return false;

  const hashes = await Promise.all(demoPlayers.map(() => hashSecret(demoPassword)));
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
        lastLoginAt: p.lastLoginDaysAgo === null ? null : ago(p.lastLoginDaysAgo),
        registeredDomain: "seed",
        createdAt: joined,
        updatedAt: joined,
      });
      if (p.balance !== 0) {
        await tx.insert(ledgerEntries).values({
          id: newId(),
          playerId: id,
          currency: "MYR",
          amount: p.balance,
          kind: "opening_balance",
          reference: "seed",
          createdAt: joined,
        });
      }
    }
  });
  return true;
}
