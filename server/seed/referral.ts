/**
 * Demo referrals: the demo player (harimau "demo") already referred ahmad88, nurul_h, rajesh_k and kahwai
 * (demo.ts). Here two of them play: rounds at Dragon Gaming on past days (and one today), so they count as
 * active (services/players.ts isActiveSql) and the demo player's rebate list shows downline rebates beside
 * the own ones from the demo's own rounds, ready to claim. rajesh_k and kahwai stay inactive.
 *
 * Each playing referral gets a game account funded by an opening balance at the provider (their main
 * wallet keeps demo.ts's balance), and rounds whose bets and wins are ledger entries of that account, so
 * the books balance as for rounds played through the demo provider.
 */
import { and, eq } from "drizzle-orm";
import { minorPerUnit } from "../../src/api/contract/money.ts";
import type { Db } from "../db/open.ts";
import { gameAccounts, ledgerEntries, players } from "../db/schema.ts";
import { accountNameOf } from "../services/games.ts";
import { newId } from "../services/ids.ts";
import { demoGamesOf, demoProviders } from "./games.ts";
import { writeSeededRound } from "./rounds.ts";

const HOUR_MS = 60 * 60 * 1000;

/** Who plays, and their rounds: hours ago, bet in whole units, and what the round paid back (× the bet). */
const playing: { tenant: string; username: string; rounds: { hoursAgo: number; bet: number; pays: number }[] }[] = [
  {
    tenant: "harimau",
    username: "ahmad88",
    rounds: [
      { hoursAgo: 5 * 24 + 3, bet: 50, pays: 0 },
      { hoursAgo: 5 * 24 + 2, bet: 100, pays: 2 },
      { hoursAgo: 3 * 24 + 6, bet: 200, pays: 0 },
      { hoursAgo: 2 * 24 + 1, bet: 100, pays: 0 },
      { hoursAgo: 26, bet: 500, pays: 2 },
      { hoursAgo: 25, bet: 250, pays: 0 },
    ],
  },
  {
    tenant: "harimau",
    username: "nurul_h",
    rounds: [
      { hoursAgo: 4 * 24 + 5, bet: 20, pays: 0 },
      { hoursAgo: 2 * 24 + 4, bet: 50, pays: 6 },
      { hoursAgo: 30, bet: 100, pays: 0 },
      { hoursAgo: 1, bet: 20, pays: 0 },
    ],
  },
];

export async function seedReferrals(tx: Db, now: Date): Promise<void> {
  const provider = demoProviders[0];
  if (!provider) return;
  const game = demoGamesOf(provider, 0)[0];
  if (!game) return;
  const unit = minorPerUnit.MYR;
  for (const plan of playing) {
    const [player] = await tx
      .select({ id: players.id, username: players.username })
      .from(players)
      .where(and(eq(players.tenantId, plan.tenant), eq(players.username, plan.username)));
    if (!player) continue;
    const rounds = plan.rounds
      .map((r, n) => ({ ...r, n, at: new Date(now.getTime() - r.hoursAgo * HOUR_MS) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    const firstAt = rounds[0]?.at ?? now;
    const opened = new Date(firstAt.getTime() - HOUR_MS);
    const funded = rounds.reduce((sum, r) => sum + r.bet * unit, 0);
    await tx.insert(gameAccounts).values({
      playerId: player.id,
      providerCode: provider.code,
      accountName: accountNameOf(provider, player),
      createdAt: opened,
    });
    await tx.insert(ledgerEntries).values({
      id: newId(),
      playerId: player.id,
      currency: "MYR",
      amount: funded,
      kind: "opening_balance",
      gameAccount: provider.code,
      reference: "seed",
      createdAt: opened,
    });
    for (const r of rounds) {
      const bet = r.bet * unit;
      await writeSeededRound(tx, player.id, `seed-referral-${String(r.n + 1).padStart(4, "0")}`, {
        provider,
        game,
        bet,
        win: bet * r.pays,
        at: r.at,
      });
    }
  }
}
