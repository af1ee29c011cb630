/**
 * Rounds at the demo provider: the game engines (a 3-reel slot for slot games, dice high/low for
 * every other type), the bet rules, and `playRound`, which bets from the player's game account at
 * the provider and pays a win into it.
 *
 * A round is one database transaction under the player's row lock (`lockPlayer`): the game
 * account's balance is read, the bet refused when it is larger, then the ledger gets `game_bet`
 * (−bet) and, on a win, `game_win` (+win) on the game account (game_account = the provider's code),
 * and `game_records` the round (the game-record and turnover reports read it). `round_key` is
 * unique per player, so a repeated request (a retry after a lost answer) counts once and answers the
 * first round. A round is refused (403) during a time-out or self-exclusion, when its bet could take
 * the net loss past a loss limit, or once today's session limit is played out (responsible-guards.ts).
 * Outcomes come from the crypto RNG; both games return about 95 % of what is bet
 * (`slotReturn`, `diceReturn`, checked by the tests). After the commit a `game_account` event
 * {provider_code, played: true} tells the player's app.
 */
import { randomInt } from "node:crypto";
import { type } from "arktype";
import { and, eq } from "drizzle-orm";
import { type Currency, maxAmount, minorPerUnit, RequestAmount } from "../../src/api/contract/money.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { gameRecords, ledgerEntries, players } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { playableGame } from "./game-launch.ts";
import type { GameClaims } from "./game-tokens.ts";
import { gameBalanceOf } from "./games.ts";
import { newId } from "./ids.ts";
import { uniqueViolation } from "./players.ts";
import { assertBetAllowed } from "./responsible-guards.ts";
import { lockPlayer } from "./transactions.ts";

// ---------- the games ----------

export const slotSymbols = ["seven", "diamond", "bell", "star", "lemon", "cherry"] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

/** How often each symbol stops on a reel (out of their sum, 28); every reel is the same. */
export const reelWeights: Record<SlotSymbol, number> = { seven: 1, diamond: 2, bell: 4, star: 5, lemon: 7, cherry: 9 };
/** Three of a kind pays the bet times this. */
export const threeOfAKindPays: Record<SlotSymbol, number> = {
  seven: 250,
  diamond: 80,
  bell: 27,
  star: 15,
  lemon: 8,
  cherry: 6,
};
/** Exactly two cherries anywhere pay the bet times this. */
export const twoCherriesPays = 2;

/** Dice: a roll of 1–100; Low wins on 1–48, High on 53–100 (49–52 the house), paying 1.98 × the bet. */
export const diceRule = { sides: 100, lowUpTo: 48, highFrom: 53, paysPercent: 198 } as const;

export type SlotOutcome = { game: "slot"; reels: [SlotSymbol, SlotSymbol, SlotSymbol]; multiplier: number };
export type DiceOutcome = { game: "dice"; choice: "high" | "low"; roll: number; multiplier: number };
export type Outcome = SlotOutcome | DiceOutcome;

/** Which engine plays a game type: the slot for slot games, dice for every other category. */
export const engineOf = (gameType: string): "slot" | "dice" => (gameType === "slots" ? "slot" : "dice");

const reelTotal = slotSymbols.reduce((sum, s) => sum + reelWeights[s], 0);

/** One reel's stop: a symbol drawn by weight with the crypto RNG. */
function spinReel(draw: (n: number) => number): SlotSymbol {
  let left = draw(reelTotal);
  for (const symbol of slotSymbols) {
    left -= reelWeights[symbol];
    if (left < 0) return symbol;
  }
  return "cherry";
}

/** What three reels pay, as a multiple of the bet. */
export function slotMultiplier(reels: readonly SlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a && a === b && b === c) return threeOfAKindPays[a];
  return reels.filter((s) => s === "cherry").length === 2 ? twoCherriesPays : 0;
}

/** The slot's exact return to player over every reel combination (≈ 0.95). */
export function slotReturn(): number {
  let expected = 0;
  for (const a of slotSymbols)
    for (const b of slotSymbols)
      for (const c of slotSymbols) {
        const chance = (reelWeights[a] * reelWeights[b] * reelWeights[c]) / reelTotal ** 3;
        expected += chance * slotMultiplier([a, b, c]);
      }
  return expected;
}

/** The dice game's exact return to player (0.9504). */
export function diceReturn(): number {
  const wins = diceRule.lowUpTo; // as many rolls win High (53–100) as Low (1–48)
  return (wins / diceRule.sides) * (diceRule.paysPercent / 100);
}

export function diceWins(choice: "high" | "low", roll: number): boolean {
  return choice === "low" ? roll <= diceRule.lowUpTo : roll >= diceRule.highFrom;
}

/** An outcome drawn with `draw(n)` (an integer in [0, n); the crypto RNG unless a test passes one). */
export function drawOutcome(
  engine: "slot" | "dice",
  choice: "high" | "low" | undefined,
  draw: (n: number) => number = randomInt,
): Outcome {
  if (engine === "slot") {
    const reels: [SlotSymbol, SlotSymbol, SlotSymbol] = [spinReel(draw), spinReel(draw), spinReel(draw)];
    return { game: "slot", reels, multiplier: slotMultiplier(reels) };
  }
  const side = choice ?? "high";
  const roll = 1 + draw(diceRule.sides);
  return { game: "dice", choice: side, roll, multiplier: diceWins(side, roll) ? diceRule.paysPercent / 100 : 0 };
}

/** What an outcome pays on a bet, in minor units (rounded down; bets are whole units, so it is exact). */
export function winOf(outcome: Outcome, bet: number): number {
  if (outcome.game === "dice") return outcome.multiplier > 0 ? Math.floor((bet * diceRule.paysPercent) / 100) : 0;
  return bet * outcome.multiplier;
}

// ---------- bets ----------

/** The bets the page offers: the game's minimum bet times these. */
export const betSteps = [1, 2, 5, 10, 20, 50, 100] as const;

/** The bets a game takes, in minor units: whole units from its minimum bet up to 100 × that. */
export function betRange(minBetUnits: number, currency: Currency): { min: number; max: number } {
  const min = Math.max(1, Math.ceil(minBetUnits)) * minorPerUnit[currency];
  return { min, max: Math.min(min * (betSteps.at(-1) ?? 1), maxAmount[currency]) };
}

export function betOptions(minBetUnits: number, currency: Currency): number[] {
  const { min, max } = betRange(minBetUnits, currency);
  return betSteps.map((step) => min * step).filter((bet) => bet <= max);
}

/**
 * A round the page asks for. The demo provider's own API (the app never calls it), bounded like
 * every endpoint: a positive integer bet no larger than any amount may be, a key like an
 * idempotency key, High or Low for dice (nothing for the slot).
 */
export const RoundBody = type({
  bet: RequestAmount,
  round_key: /^[A-Za-z0-9_-]{16,64}$/,
  "choice?": "'high' | 'low'",
});
export type RoundBody = typeof RoundBody.infer;

export type RoundAnswer = {
  round_key: string;
  bet: number;
  win: number;
  currency: Currency;
  /** The game account's balance after the round (or now, for a repeated round). */
  balance: number;
  /** Null when the round was already played (a repeated round_key): it is not drawn again. */
  outcome: Outcome | null;
};

// ---------- playing ----------

/**
 * The player of a game session while it may still play: their row, in the session's tenant, with
 * the app session the game was launched from still current (a sign-out or a login elsewhere ends
 * the game too), else 401.
 */
async function sessionPlayer(db: Db, claims: GameClaims): Promise<{ id: string; currency: Currency }> {
  const [player] = await db
    .select({ id: players.id, tenantId: players.tenantId, sessionId: players.sessionId, currency: players.currency })
    .from(players)
    .where(eq(players.id, claims.pid))
    .limit(1);
  if (!player || player.tenantId !== claims.tid || player.sessionId !== claims.sid) fail(401, "Unauthorized");
  return { id: player.id, currency: player.currency };
}

/** The game and provider of a session, while playable (404 / 503 as at launch). */
async function sessionGame(db: Db, claims: GameClaims) {
  const target = await playableGame(db, claims.tid, claims.gid);
  if (target.provider.code !== claims.pc) fail(404, "Game not found");
  return target;
}

/** The first round under a key: the same bet and game, or 409; answers it with the balance now. */
async function repeated(
  db: Db,
  claims: GameClaims,
  playerId: string,
  currency: Currency,
  body: RoundBody,
): Promise<RoundAnswer | null> {
  const [first] = await db
    .select()
    .from(gameRecords)
    .where(and(eq(gameRecords.playerId, playerId), eq(gameRecords.roundKey, body.round_key)))
    .limit(1);
  if (!first) return null;
  if (first.gameId !== claims.gid || first.bet !== body.bet) fail(409, "Invalid data request");
  return {
    round_key: body.round_key,
    bet: first.bet,
    win: first.win,
    currency: first.currency,
    balance: await gameBalanceOf(db, playerId, claims.pc, currency),
    outcome: null,
  };
}

/** Plays one round of the session's game (see the file's comment). */
export async function playRound(ctx: Ctx, claims: GameClaims, body: RoundBody): Promise<RoundAnswer> {
  const played = async (): Promise<{ answer: RoundAnswer; fresh: boolean }> =>
    ctx.db.transaction(async (tx) => {
      await lockPlayer(tx, claims.pid);
      const player = await sessionPlayer(tx, claims);
      const target = await sessionGame(tx, claims);
      const again = await repeated(tx, claims, player.id, player.currency, body);
      if (again) return { answer: again, fresh: false };

      const engine = engineOf(target.game.type);
      if ((engine === "dice") !== (body.choice !== undefined)) fail(400, "Invalid data request");
      const range = betRange(target.game.minBetUnits, player.currency);
      if (body.bet % minorPerUnit[player.currency] !== 0) fail(400, "Amount must be a whole number");
      if (body.bet < range.min) fail(400, "Amount is below the minimum");
      if (body.bet > range.max) fail(400, "Amount is above the maximum");
      // play responsibly: a restriction, a bet that could pass a loss limit, the session limit (403)
      await assertBetAllowed(tx, player.id, target.provider.code, body.bet, ctx.now());
      const balance = await gameBalanceOf(tx, player.id, target.provider.code, player.currency);
      if (balance < body.bet) fail(400, "Insufficient balance");

      const outcome = drawOutcome(engine, body.choice);
      const win = winOf(outcome, body.bet);
      const now = ctx.now();
      const id = newId();
      const entry = (amount: number, kind: "game_bet" | "game_win") => ({
        id: newId(),
        playerId: player.id,
        currency: player.currency,
        amount,
        kind,
        gameAccount: target.provider.code,
        reference: body.round_key,
        idempotencyKey: `${id}:${kind}`,
        createdAt: now,
      });
      await tx.insert(gameRecords).values({
        id,
        playerId: player.id,
        provider: target.provider.name,
        game: target.game.name,
        providerCode: target.provider.code,
        gameId: target.game.id,
        roundKey: body.round_key,
        currency: player.currency,
        bet: body.bet,
        win,
        createdAt: now,
      });
      await tx
        .insert(ledgerEntries)
        .values(win > 0 ? [entry(-body.bet, "game_bet"), entry(win, "game_win")] : [entry(-body.bet, "game_bet")]);
      const answer: RoundAnswer = {
        round_key: body.round_key,
        bet: body.bet,
        win,
        currency: player.currency,
        balance: balance - body.bet + win,
        outcome,
      };
      return { answer, fresh: true };
    });

  let result: { answer: RoundAnswer; fresh: boolean };
  try {
    result = await played();
  } catch (error) {
    // Two requests with one key raced past the check: the unique key kept one; answer it.
    if (!uniqueViolation(error)?.includes("round_key")) throw error;
    result = await played();
  }
  // committed: the game account moved and the reports have a new round
  if (result.fresh) {
    ctx.events.publish(claims.tid, claims.pid, { kind: "game_account", provider_code: claims.pc, played: true });
  }
  return result.answer;
}

/** The player's balance at the session's provider, for the page (401/404/503 as for a round). */
export async function sessionBalance(ctx: Ctx, claims: GameClaims): Promise<{ balance: number; currency: Currency }> {
  const player = await sessionPlayer(ctx.db, claims);
  await sessionGame(ctx.db, claims);
  return { balance: await gameBalanceOf(ctx.db, player.id, claims.pc, player.currency), currency: player.currency };
}
