/**
 * Rounds at the demo provider: a round moves the game account by win − bet on the ledger and writes
 * a game record, refuses a bet larger than the balance, counts a repeated round_key once, never
 * overdraws under concurrent rounds, and shows in the game-record and turnover reports. The seeded
 * rounds keep the books too. The engines return about 95 %.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gameRecords, ledgerEntries, players } from "../../server/db/schema.ts";
import {
  diceReturn,
  diceRule,
  drawOutcome,
  slotMultiplier,
  slotReturn,
  winOf,
} from "../../server/services/game-rounds.ts";
import type { GameAccount } from "../../src/api/contract/games.ts";
import type { GameRecordPage, TurnoverPage } from "../../src/api/contract/wallet.ts";
import {
  fundedGamePlayer,
  type GameData,
  gameAccount,
  launch,
  openLaunchUrl,
  type RoundAnswerBody,
  sendRound,
} from "./support/game-play.ts";
import { expectBooksBalance, gameServerForTheseTests } from "./support/games.ts";
import { loginAs } from "./support/server.ts";
import { balances, type FundedPlayer, MYR, newKey } from "./support/wallet.ts";

const server = gameServerForTheseTests();

const SLOT = "DRG-0001"; // slots, min bet RM 1
const CASINO = "LCK-0002"; // casino → dice, min bet RM 5
const WIDE = "start_date=2020-01-01&end_date=2099-12-31";

/** A player with `funded` in their DRG (or other) game account and an open game session. */
async function playing(
  username: string,
  funded: number,
  gameId = SLOT,
): Promise<{ player: FundedPlayer; data: GameData; code: string }> {
  const code = gameId.split("-")[0] as string;
  const player = await fundedGamePlayer(server, username, code, funded);
  const launched = await launch(server, player, gameId);
  expect(launched.status).toBe(200);
  const page = await openLaunchUrl(server, launched.body.url);
  expect(page.status).toBe(200);
  return { player, data: page.data as GameData, code };
}

async function playerId(username: string): Promise<string> {
  const [row] = await server.db.select({ id: players.id }).from(players).where(eq(players.username, username));
  return row?.id ?? "";
}

/** The game account's ledger entries of a player. */
async function entriesAt(username: string, code: string) {
  return server.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, await playerId(username)), eq(ledgerEntries.gameAccount, code)));
}

const sum = (rows: { amount: number }[]) => rows.reduce((n, r) => n + r.amount, 0);

describe("the engines", () => {
  it("return about 95 % of what is bet, exactly computed", () => {
    expect(slotReturn()).toBeGreaterThan(0.94);
    expect(slotReturn()).toBeLessThan(0.96);
    expect(diceReturn()).toBeCloseTo(0.9504, 6);
  });

  it("pay what the tables say, in whole minor units", () => {
    expect(slotMultiplier(["seven", "seven", "seven"])).toBe(250);
    expect(slotMultiplier(["cherry", "bell", "cherry"])).toBe(2);
    expect(slotMultiplier(["cherry", "cherry", "cherry"])).toBe(6);
    expect(slotMultiplier(["cherry", "bell", "star"])).toBe(0);
    // dice: a fixed draw → roll; Low wins up to 48, High from 53, the middle is the house's
    const roll = (n: number, choice: "high" | "low") => drawOutcome("dice", choice, () => n - 1);
    expect(winOf(roll(48, "low"), MYR(5))).toBe(990);
    expect(winOf(roll(49, "low"), MYR(5))).toBe(0);
    expect(winOf(roll(52, "high"), MYR(5))).toBe(0);
    expect(winOf(roll(diceRule.highFrom, "high"), MYR(5))).toBe(990);
    // the crypto RNG over many rounds lands near the exact return (not a proof: a sanity check)
    let bet = 0;
    let won = 0;
    for (let i = 0; i < 20_000; i++) {
      bet += 100;
      won += winOf(drawOutcome("dice", i % 2 ? "high" : "low"), 100);
    }
    expect(won / bet).toBeGreaterThan(0.9);
    expect(won / bet).toBeLessThan(1.0);
  });
});

describe("POST /demo-provider/api/round", () => {
  it("moves the game balance by win − bet on the ledger, writes the round and tells the app", async () => {
    const { player, data, code } = await playing("roller1", MYR(100));
    const walletBefore = (await balances(server, player)).MYR.available;
    let expected = MYR(100);
    const answers: RoundAnswerBody[] = [];
    for (const bet of [MYR(1), MYR(2), MYR(5)]) {
      const res = await sendRound(server, data.session, { bet, round_key: newKey() });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expected += res.body.win - bet;
      expect(res.body).toMatchObject({ bet, currency: "MYR", balance: expected });
      expect(res.body.outcome?.game).toBe("slot");
      answers.push(res.body);
    }
    expect((await gameAccount(server, player, code)).balance).toBe(expected);
    // the main wallet is not touched by rounds
    expect((await balances(server, player)).MYR.available).toBe(walletBefore);

    const entries = await entriesAt("roller1", code);
    expect(sum(entries)).toBe(expected);
    const bets = entries.filter((e) => e.kind === "game_bet");
    const wins = entries.filter((e) => e.kind === "game_win");
    expect(bets.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-MYR(5), -MYR(2), -MYR(1)]);
    expect(sum(wins)).toBe(answers.reduce((n, a) => n + a.win, 0));
    expect(wins.every((e) => e.amount > 0)).toBe(true);

    const records = await server.db
      .select()
      .from(gameRecords)
      .where(eq(gameRecords.playerId, await playerId("roller1")));
    expect(records).toHaveLength(3);
    expect(records[0]).toMatchObject({ provider: "Dragon Gaming", providerCode: "DRG", gameId: SLOT, currency: "MYR" });
    expect(new Set(records.map((r) => r.roundKey))).toEqual(new Set(answers.map((a) => a.round_key)));

    // after the transfer's own event, one per round
    const told = server.published.filter((p) => p.playerId === player._id).map((p) => p.event);
    expect(told.filter((e) => e.kind === "game_account").slice(-3)).toEqual([
      { kind: "game_account", provider_code: "DRG", played: true },
      { kind: "game_account", provider_code: "DRG", played: true },
      { kind: "game_account", provider_code: "DRG", played: true },
    ]);
    expect(told.filter((e) => e.kind === "game_account" && e.played)).toHaveLength(3);

    await expectBooksBalance(server, player);
    // the page's balance call reads the same
    const read = await server.call("GET", "/demo-provider/api/balance", {
      headers: { "X-Game-Session": data.session },
    });
    expect(read.body).toEqual({ balance: expected, currency: "MYR" });
  });

  it("plays dice High/Low for other game types", async () => {
    const { data } = await playing("roller2", MYR(100), CASINO);
    expect(data.engine).toBe("dice");
    for (const choice of ["high", "low"] as const) {
      const res = await sendRound(server, data.session, { bet: MYR(5), round_key: newKey(), choice });
      expect(res.status).toBe(200);
      const outcome = res.body.outcome as { game: "dice"; roll: number; choice: string };
      expect(outcome).toMatchObject({ game: "dice", choice });
      const wins = choice === "low" ? outcome.roll <= 48 : outcome.roll >= 53;
      expect(res.body.win).toBe(wins ? 990 : 0);
    }
  });

  it("refuses a bet larger than the game balance, and writes nothing", async () => {
    const { player, data, code } = await playing("roller3", MYR(4));
    const published = server.published.length;
    const res = await sendRound(server, data.session, { bet: MYR(5), round_key: newKey() });
    expect(res).toMatchObject({ status: 400, body: "Insufficient balance" });
    expect((await gameAccount(server, player, code)).balance).toBe(MYR(4));
    expect(await entriesAt("roller3", code)).toHaveLength(1); // the transfer in only
    expect(server.published.length).toBe(published);
    // an empty account (never funded) refuses too
    const empty = await playing("roller3b", 0);
    expect(await sendRound(server, empty.data.session, { bet: MYR(1), round_key: newKey() })).toMatchObject({
      status: 400,
      body: "Insufficient balance",
    });
  });

  it("checks the bet against the game: whole units, its minimum, 100 × that, High/Low only for dice", async () => {
    const slot = await playing("roller4", MYR(1000));
    const dice = await playing("roller5", MYR(1000), CASINO);
    const cases: [GameData, Record<string, unknown>, string][] = [
      [slot.data, { bet: 150 }, "Amount must be a whole number"],
      [slot.data, { bet: MYR(101) }, "Amount is above the maximum"],
      [slot.data, { bet: MYR(1), choice: "high" }, "Invalid data request"],
      [dice.data, { bet: MYR(4), choice: "low" }, "Amount is below the minimum"],
      [dice.data, { bet: MYR(501), choice: "low" }, "Amount is above the maximum"],
      [dice.data, { bet: MYR(5) }, "Invalid data request"],
      [dice.data, { bet: MYR(5), choice: "middle" }, "Invalid data request"],
      [slot.data, { bet: 0 }, "Invalid data request"],
      [slot.data, { bet: -100 }, "Invalid data request"],
      [slot.data, { bet: 1.5 }, "Invalid data request"],
      [slot.data, { bet: "100" }, "Invalid data request"],
      [slot.data, { bet: 1e20 }, "Invalid data request"],
    ];
    for (const [data, body, message] of cases) {
      const res = await sendRound(server, data.session, { round_key: newKey(), ...body });
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, body: message });
    }
    for (const key of ["short", "x".repeat(65), "has space in it 123", 42]) {
      const res = await sendRound(server, slot.data.session, { bet: MYR(1), round_key: key });
      expect(res, String(key)).toMatchObject({ status: 400, body: "Invalid data request" });
    }
    expect(await entriesAt("roller4", "DRG")).toHaveLength(1);
    // the largest bet of a game is taken
    expect((await sendRound(server, slot.data.session, { bet: MYR(100), round_key: newKey() })).status).toBe(200);
  });

  it("counts a repeated round_key once (the first round answers), and refuses it with another bet", async () => {
    const { player, data, code } = await playing("roller6", MYR(50));
    const key = newKey();
    const first = await sendRound(server, data.session, { bet: MYR(2), round_key: key });
    expect(first.status).toBe(200);
    const published = server.published.length;
    const again = await sendRound(server, data.session, { bet: MYR(2), round_key: key });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ round_key: key, bet: MYR(2), win: first.body.win, balance: first.body.balance });
    expect(again.body.outcome).toBeNull();
    // the same key sent five times at once still counts once
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => sendRound(server, data.session, { bet: MYR(1), round_key: `${key}-b` })),
    );
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(burst.filter((r) => r.body.outcome !== null)).toHaveLength(1);
    expect(server.published.length).toBe(published + 1);
    const conflict = await sendRound(server, data.session, { bet: MYR(3), round_key: key });
    expect(conflict).toMatchObject({ status: 409, body: "Invalid data request" });

    const records = await server.db
      .select()
      .from(gameRecords)
      .where(eq(gameRecords.playerId, await playerId("roller6")));
    expect(records).toHaveLength(2);
    const balance = (await gameAccount(server, player, code)).balance;
    expect(balance).toBe(sum(await entriesAt("roller6", code)));
    expect(balance).toBe(MYR(50) + records.reduce((n, r) => n + r.win - r.bet, 0));
  });

  it("never takes the game balance below zero under 20 concurrent rounds", async () => {
    const { player, data, code } = await playing("roller7", MYR(25));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sendRound(server, data.session, { bet: MYR(5), round_key: newKey() })),
    );
    const played = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    // at least the five bets the balance holds were played; every other answer is a refusal
    expect(played.length).toBeGreaterThanOrEqual(5);
    expect(refused.every((a) => a.status === 400 && a.body === ("Insufficient balance" as unknown))).toBe(true);
    expect(played.length + refused.length).toBe(20);
    // every round saw the balance its predecessors left, never below zero
    for (const a of played) expect(a.body.balance).toBeGreaterThanOrEqual(0);
    const final = (await gameAccount(server, player, code)).balance;
    expect(final).toBeGreaterThanOrEqual(0);
    expect(final).toBe(MYR(25) + played.reduce((n, a) => n + a.body.win - a.body.bet, 0));
    expect(sum(await entriesAt("roller7", code))).toBe(final);
    await expectBooksBalance(server, player);
    const records = await server.db
      .select()
      .from(gameRecords)
      .where(eq(gameRecords.playerId, await playerId("roller7")));
    expect(records).toHaveLength(played.length);
    // the balances the answers carried form one chain: each round started from one of them
    const seen = new Set([MYR(25), ...played.map((a) => a.body.balance)]);
    for (const a of played) expect(seen.has(a.body.balance - a.body.win + a.body.bet)).toBe(true);
  });

  it("shows the rounds in the game-record and turnover reports with the right sums", async () => {
    const { player, data } = await playing("roller8", MYR(200));
    const rounds: RoundAnswerBody[] = [];
    for (const bet of [MYR(1), MYR(2), MYR(5), MYR(10), MYR(20)]) {
      const res = await sendRound(server, data.session, { bet, round_key: newKey() });
      expect(res.status).toBe(200);
      rounds.push(res.body);
    }
    const betSum = rounds.reduce((n, r) => n + r.bet, 0);
    const winSum = rounds.reduce((n, r) => n + r.win, 0);
    const report = await server.call<GameRecordPage>("GET", `/api/player/report/getGameRecordReport?${WIDE}`, {
      token: player.jwtToken,
    });
    expect(report.status).toBe(200);
    expect(report.body.total).toBe(5);
    expect(report.body.totals).toEqual([
      { currency: "MYR", bet: betSum, win: winSum, profit: winSum - betSum, count: 5 },
    ]);
    expect(report.body.items.map((r) => r.bet).sort((a, b) => a - b)).toEqual([1, 2, 5, 10, 20].map(MYR));
    expect(report.body.items.every((r) => r.provider === "Dragon Gaming" && r.profit === r.win - r.bet)).toBe(true);
    const turnover = await server.call<TurnoverPage>("GET", `/api/player/report/getTurnoverReport?${WIDE}`, {
      token: player.jwtToken,
    });
    expect(turnover.status).toBe(200);
    expect(turnover.body.totals).toEqual([{ currency: "MYR", turnover: betSum, bets: 5 }]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(server.now());
    expect(turnover.body.items).toEqual([{ date: today, currency: "MYR", turnover: betSum, bets: 5 }]);
  });

  it("takes only a live game session: not a launch reference, an altered or unknown one, nor one past 2 hours", async () => {
    const { player, data } = await playing("roller9", MYR(20));
    const round = (session: string) => sendRound(server, session, { bet: MYR(1), round_key: newKey() });
    const unopened = await launch(server, player, SLOT);
    const ref = new URL(unopened.body.url, "http://x").searchParams.get("ref") ?? "";
    const altered = `${data.session.slice(0, -1)}${data.session.endsWith("A") ? "B" : "A"}`;
    for (const session of [ref, altered, `${data.session}x`, data.session.slice(1), ""]) {
      expect(await round(session), session).toMatchObject({ status: 401, body: "Unauthorized" });
    }
    // the session plays until 2 hours after it was opened, on the server's clock
    server.advance(2 * 60 * 60 * 1000 - 5_000);
    expect((await round(data.session)).status).toBe(200);
    server.advance(6_000);
    expect(await round(data.session)).toMatchObject({ status: 401, body: "Unauthorized" });
    const balance = await server.call("GET", "/demo-provider/api/balance", {
      headers: { "X-Game-Session": data.session },
    });
    expect(balance.status).toBe(401);
    // one round was played, no more
    const records = await server.db
      .select()
      .from(gameRecords)
      .where(eq(gameRecords.playerId, await playerId("roller9")));
    expect(records).toHaveLength(1);
  });
});

describe("the seeded rounds", () => {
  it("are real: every game account is the sum of its entries, funded by a transfer, never below zero", async () => {
    for (const [username, domain] of [
      ["demo", undefined],
      ["lotus", "http://lotus.localhost:5173/login"],
    ] as const) {
      const user = await loginAs(server, username, "Demo1234", domain);
      const id = await playerId(username);
      const records = await server.db.select().from(gameRecords).where(eq(gameRecords.playerId, id));
      expect(records.length).toBe(username === "demo" ? 30 : 6);
      const entries = await server.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.playerId, id), isNotNull(ledgerEntries.gameAccount)));
      const accounts = await server.call<GameAccount[]>("GET", "/api/player/games/getGameAccounts", {
        token: user.jwtToken,
        domain,
      });
      const codes = new Set(records.map((r) => r.providerCode));
      expect(codes.size).toBe(2);
      for (const code of codes) {
        const own = entries
          .filter((e) => e.gameAccount === code)
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
        expect(own[0]?.kind).toBe("transfer_in");
        let running = 0;
        for (const e of own) {
          running += e.amount;
          expect(running).toBeGreaterThanOrEqual(0);
        }
        const shown = accounts.body.find((a) => a.provider_code === code);
        expect(shown?.balance, code ?? "").toBe(running);
        const mine = records.filter((r) => r.providerCode === code);
        expect(
          own
            .filter((e) => e.kind === "game_bet")
            .map((e) => -e.amount)
            .sort(),
        ).toEqual(mine.map((r) => r.bet).sort());
        expect(sum(own.filter((e) => e.kind === "game_win"))).toBe(mine.reduce((n, r) => n + r.win, 0));
      }
      // every record names a real catalogue game
      for (const r of records) expect(r.gameId).toMatch(new RegExp(`^${r.providerCode}-\\d{4}$`));
      // the main wallet still holds the seeded balance
      expect(user.wallet).toBe(username === "demo" ? MYR(1250) : MYR(8888));
    }
  });
});
