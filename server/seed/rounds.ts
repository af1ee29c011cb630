import { minorPerUnit } from "../../src/api/contract/money.ts";
import type { Db } from "../db/open.ts";
import { gameAccounts, gameRecords, ledgerEntries, transactions } from "../db/schema.ts";
import { betSteps, drawOutcome, engineOf, winOf } from "../services/game-rounds.ts";
import { accountNameOf } from "../services/games.ts";
import { newId } from "../services/ids.ts";
import { newReference } from "../services/transactions.ts";
import type { DemoPlayer } from "./demo.ts";
import { type DemoGame, type DemoProvider, demoGamesOf, demoProviders } from "./games.ts";

export const MINUTE_MS = 60 * 1000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

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

export type SeededRound = {
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
export function roundsPlan(p: DemoPlayer, now: Date): RoundsPlan {
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
export async function seedRounds(
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
    await writeSeededRound(tx, player.id, `seed-round-${String(n + 1).padStart(4, "0")}`, r);
  }
}

/**
 * One seeded round at a provider (as played through the demo provider): its game record under `roundKey`
 * and the ledger entries of the player's game account there, the bet and any win.
 */
export async function writeSeededRound(tx: Db, playerId: string, roundKey: string, r: SeededRound): Promise<void> {
  const recordId = newId();
  const entry = (amount: number, kind: "game_bet" | "game_win") => ({
    id: newId(),
    playerId,
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
    playerId,
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
