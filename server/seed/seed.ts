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
import type { Db } from "../db/open.ts";
import { tenants } from "../db/schema.ts";
import { hashSecret } from "../services/secrets.ts";
import { seedCatalogueIfEmpty } from "./catalogue.ts";
import { seedChat } from "./chat.ts";
import { seedCheckIns } from "./check-in.ts";
import { seedContent } from "./content.ts";
import { demoPassword, demoPlayers } from "./demo.ts";
import { seedFriends } from "./friends.ts";
import { seedGiftsIfEmpty } from "./gifts.ts";
import { seedMail } from "./mail.ts";
import { seedPlayer, seedTenants } from "./players.ts";
import { seedReferrals } from "./referral.ts";
import { seedVip } from "./vip.ts";

export { seedCatalogueIfEmpty } from "./catalogue.ts";

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

  await db.transaction(async (tx) => {
    await seedTenants(tx, now);
    const ids = new Map<string, string>();
    for (const [i, p] of demoPlayers.entries()) {
      await seedPlayer(tx, p, { password: hashes[i] as string, pin: pinHashes[i] ?? null }, ids, now);
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
