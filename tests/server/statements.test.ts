/**
 * Statements (GET /api/player/transaction/statement and statement.csv): for a day with deposits, withdrawals (held,
 * and held then given back), transfers to a game and back and game rounds, opening + the movements = closing, the
 * closing balance is the ledger's sum up to the end of the range, the totals agree with the lines; the CSV file
 * parses (RFC 4180, strictly) back to the same lines and totals, starts with a byte order mark, ends its lines with
 * CRLF, quotes what needs it and defuses what a spreadsheet would run as a formula. The range rules, the limit on
 * movements, and that a statement is only ever the caller's own.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gameProviders, ledgerEntries, players } from "../../server/db/schema.ts";
import { platformDay } from "../../server/services/dates.ts";
import { newId } from "../../server/services/ids.ts";
import { statementTexts } from "../../server/services/statement-texts.ts";
import { csvField } from "../../server/services/statements.ts";
import { Statement, statementMaxLines } from "../../src/api/contract/statement.ts";
import { toDecimalString } from "../../src/lib/money-format.ts";
import { minorOf, parseCsv } from "../support/csv.ts";
import { launch, openLaunchUrl, sendRound } from "./support/game-play.ts";
import { type GameTestServer, gamePlayer, gameServerForTheseTests, testProvider, transfer } from "./support/games.ts";
import { type FundedPlayer, fundedDeposit, MYR, newKey, operator, TX_HASH, USDT, withdraw } from "./support/wallet.ts";
import { nextDay } from "./support/withdraw.ts";

const server: GameTestServer = gameServerForTheseTests();
const KL = "Asia/Kuala_Lumpur";
const path = "/api/player/transaction/statement";

type Who = { jwtToken: string };

function getStatement(player: Who, query: Record<string, string>) {
  return server.call<Statement>("GET", `${path}?${new URLSearchParams(query)}`, { token: player.jwtToken });
}

/** The CSV as bytes (fetch's text() would drop the byte order mark), with its text after the mark. */
async function getCsv(player: Who, query: Record<string, string>, language = "en-US") {
  const res = await fetch(`${server.url}${path}.csv?${new URLSearchParams(query)}`, {
    headers: { "X-Cookie": player.jwtToken, "Accept-Language": language },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  return { status: res.status, headers: res.headers, bytes, text };
}

async function playerIdOf(username: string): Promise<string> {
  const [row] = await server.db.select({ id: players.id }).from(players).where(eq(players.username, username));
  if (!row) throw new Error(`no player ${username}`);
  return row.id;
}

/** The sum of a player's entries in a currency before an instant, read straight from the ledger. */
async function ledgerSumBefore(playerId: string, currency: "MYR" | "USDT", before: Date): Promise<number> {
  const [row] = await server.db
    .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.playerId, playerId),
        eq(ledgerEntries.currency, currency),
        lt(ledgerEntries.createdAt, before),
      ),
    );
  return row?.sum ?? 0;
}

/** Plays `count` rounds of RM 1 at the slot DRG-0001, with the given round keys or fresh ones. */
async function playRounds(player: FundedPlayer, count: number, keys: string[] = []) {
  const launched = await launch(server, player, "DRG-0001");
  expect(launched.status).toBe(200);
  const page = await openLaunchUrl(server, launched.body.url);
  const session = page.data?.session ?? "";
  for (let n = 0; n < count; n++) {
    const round = await sendRound(server, session, { bet: MYR(1), round_key: keys[n] ?? newKey() });
    expect(round.status, JSON.stringify(round.body)).toBe(200);
  }
}

/** What holds for every statement: its own arithmetic, and the ledger's balances at both ends. */
async function expectBalanced(statement: Statement, playerId: string, from: Date, to: Date) {
  expect(Statement(statement)).toEqual(statement);
  let balance = statement.opening_balance;
  let moneyIn = 0;
  let moneyOut = 0;
  for (const line of statement.lines) {
    balance += line.amount;
    expect(line.balance, `running balance after ${line.kind} at ${line.at}`).toBe(balance);
    // transfers between the player's own accounts are in neither total
    if (line.kind === "transfer_out" || line.kind === "transfer_in") continue;
    if (line.amount >= 0) moneyIn += line.amount;
    else moneyOut -= line.amount;
  }
  const ownTransfers = statement.lines.filter((line) => line.kind === "transfer_out" || line.kind === "transfer_in");
  expect(
    ownTransfers.reduce((sum, line) => sum + line.amount, 0),
    "own transfers cancel out",
  ).toBe(0);
  expect(statement.closing_balance, "opening + movements = closing").toBe(balance);
  expect(statement.money_in).toBe(moneyIn);
  expect(statement.money_out).toBe(moneyOut);
  expect(statement.opening_balance + statement.money_in - statement.money_out).toBe(statement.closing_balance);
  expect(statement.opening_balance, "opening = the ledger before the range").toBe(
    await ledgerSumBefore(playerId, statement.currency, from),
  );
  expect(statement.closing_balance, "closing = the ledger up to the end of the range").toBe(
    await ledgerSumBefore(playerId, statement.currency, to),
  );
}

/** The CSV's rows checked against the statement: header, opening row, one row per line, closing row. */
function expectCsvMatches(rows: string[][], statement: Statement, locale: keyof typeof statementTexts) {
  const texts = statementTexts[locale];
  const digits = statement.currency === "MYR" ? 2 : 6;
  expect(rows[0]).toEqual([...texts.header]);
  for (const row of rows) expect(row).toHaveLength(7);
  const [opening, ...rest] = rows.slice(1);
  const closing = rest.pop();
  expect(opening?.[1]).toBe(texts.opening);
  expect(minorOf(opening?.[6] ?? "", digits)).toBe(statement.opening_balance);
  expect(closing?.[1]).toBe(texts.closing);
  expect(minorOf(closing?.[6] ?? "", digits)).toBe(statement.closing_balance);
  expect(opening?.[0]).toBe(`${statement.start_date}T00:00:00+08:00`);
  expect(closing?.[0]).toBe(`${statement.end_date}T23:59:59+08:00`);
  expect(rest).toHaveLength(statement.lines.length);
  let moneyIn = 0;
  let moneyOut = 0;
  let balance = minorOf(opening?.[6] ?? "", digits);
  rest.forEach((row, n) => {
    const line = statement.lines[n];
    const amount = minorOf(row[4] ?? "", digits);
    balance += amount;
    if (line?.kind !== "transfer_out" && line?.kind !== "transfer_in") {
      if (amount >= 0) moneyIn += amount;
      else moneyOut -= amount;
    }
    expect(row[0]).toBe(line?.at);
    expect(row[1]).toBe(texts.kinds[line?.kind as keyof typeof texts.kinds]);
    // as written: a reference that starts like a formula (a random id may start with "-") gets its apostrophe
    expect(row[3]).toBe(parseCsv(`${csvField(line?.reference ?? "")}\r\n`)[0]?.[0] ?? "");
    expect(amount).toBe(line?.amount);
    expect(row[4]).toBe(toDecimalString(line?.amount ?? 0, statement.currency));
    expect(row[5]).toBe(statement.currency);
    expect(minorOf(row[6] ?? "", digits), "the CSV's running balance").toBe(balance);
    expect(row[6]).toBe(toDecimalString(line?.balance ?? 0, statement.currency));
  });
  expect(moneyIn).toBe(statement.money_in);
  expect(moneyOut).toBe(statement.money_out);
  expect(balance).toBe(statement.closing_balance);
}

describe("a day with every kind of movement", () => {
  it("balances: opening + movements = closing = the ledger; the CSV says the same", async () => {
    const player = await gamePlayer(server, "stmt_main", { pin: true, bank: true, myr: MYR(500) });
    const id = await playerIdOf("stmt_main");
    // the day of the statement: 00:05 GMT+8 onwards (16:05 UTC the day before)
    nextDay(server);
    const day = platformDay(server.now());
    const deposited = await fundedDeposit(server, player, {
      channel: "bank_transfer",
      method: "MBB",
      amount: MYR(200),
    });
    await fundedDeposit(server, player, { channel: "crypto", method: "TRC20", amount: USDT(150), tx_hash: TX_HASH });
    const held = await withdraw(server, player, { amount: MYR(60) });
    expect(held.status).toBe(200);
    const returned = await withdraw(server, player, { amount: MYR(50) });
    expect((await operator(server, returned.body._id, "reject")).status).toBe(200);
    const toGame = await transfer(server, player, { from: "wallet", to: "DRG", amount: MYR(100) });
    expect(toGame.status).toBe(200);
    await playRounds(player, 6);
    const account = await server.call<{ balance: number }>("GET", "/api/player/games/getGameAccount/DRG", {
      token: player.jwtToken,
    });
    const back = await transfer(server, player, { from: "DRG", to: "wallet", amount: account.body.balance });
    expect(back.status).toBe(200);
    // the next day: a deposit after the range
    nextDay(server);
    await fundedDeposit(server, player, { channel: "bank_transfer", method: "MBB", amount: MYR(120) });

    const query = { start_date: day, end_date: day, tz: KL };
    const res = await getStatement(player, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const statement = res.body;
    const from = new Date(`${day}T00:00:00+08:00`);
    const to = new Date(from.getTime() + 24 * 60 * 60 * 1000);
    await expectBalanced(statement, id, from, to);
    expect(statement).toMatchObject({
      currency: "MYR",
      start_date: day,
      end_date: day,
      tz: KL,
      opening_balance: MYR(500),
      player: { username: "stmt_main", full_name: player.fullName, member_uid: player.uuid },
    });
    expect(statement.brand_name).not.toBe("");
    // every entry of the range, and only those, each at its time in the zone
    const [counted] = await server.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.playerId, id),
          eq(ledgerEntries.currency, "MYR"),
          sql`${ledgerEntries.createdAt} >= ${from.toISOString()}`,
          lt(ledgerEntries.createdAt, to),
        ),
      );
    expect(statement.lines).toHaveLength(counted?.n ?? -1);
    for (const line of statement.lines) expect(line.at).toMatch(new RegExp(`^${day}T00:\\d\\d:\\d\\d\\+08:00$`));
    const kinds = new Set(statement.lines.map((line) => line.kind));
    for (const kind of ["deposit", "withdraw_hold", "withdraw_release", "transfer_out", "transfer_in", "game_bet"]) {
      expect(kinds, kind).toContain(kind);
    }
    // references as the transactions list shows them; a round's key; the game account moved
    expect(statement.lines.find((line) => line.kind === "deposit")?.reference).toBe(deposited.reference);
    const legs = statement.lines.filter((line) => line.reference === toGame.body.reference);
    expect(legs.map((line) => [line.kind, line.account, line.amount])).toEqual([
      ["transfer_out", null, -MYR(100)],
      ["transfer_in", "DRG", MYR(100)],
    ]);
    const bets = statement.lines.filter((line) => line.kind === "game_bet");
    expect(bets).toHaveLength(6);
    for (const bet of bets) expect(bet).toMatchObject({ account: "DRG", amount: -MYR(1) });
    expect(new Set(bets.map((bet) => bet.reference)).size).toBe(6);
    // the USDT deposit is in the USDT statement only
    expect(statement.lines.some((line) => line.amount === USDT(150))).toBe(false);
    const usdt = await getStatement(player, { ...query, currency: "USDT" });
    expect(usdt.status).toBe(200);
    await expectBalanced(usdt.body, id, from, to);
    expect(usdt.body.lines.map((line) => [line.kind, line.amount])).toEqual([["deposit", USDT(150)]]);

    // the same statement as a file, in Chinese
    const csv = await getCsv(player, query, "zh-CN");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="statement-${day}-${day}.csv"`);
    expect(csv.headers.get("cache-control")).toBe("no-store");
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.text.slice(1);
    expect(csv.text.codePointAt(0)).toBe(0xfeff);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const rows = parseCsv(text);
    expectCsvMatches(rows, statement, "zh-CN");
    expect(rows.find((row) => row[3] === deposited.reference)?.[2]).toBe("主钱包");
    expect(rows.filter((row) => row[1] === "游戏投注").every((row) => row[2] === "Dragon Gaming")).toBe(true);

    // USDT: six decimal places
    const usdtCsv = parseCsv((await getCsv(player, { ...query, currency: "USDT" })).text.slice(1));
    expectCsvMatches(usdtCsv, usdt.body, "en-US");
    expect(usdtCsv[2]?.[4]).toBe("150.000000");

    // the same day in UTC holds none of these (they were between 16:05 and midnight UTC the day before) but the
    // next GMT+8 day's deposit, at 16:05 UTC
    const utc = await getStatement(player, { ...query, tz: "UTC" });
    expect(utc.body.lines.map((line) => [line.kind, line.amount])).toEqual([["deposit", MYR(120)]]);
    const utcDay = Date.parse(`${day}T00:00:00Z`);
    await expectBalanced(utc.body, id, new Date(utcDay), new Date(utcDay + 24 * 60 * 60 * 1000));
  });

  it("is the player's language: header and labels in each of the four", async () => {
    const player = await gamePlayer(server, "stmt_lang", { myr: MYR(100) });
    const day = platformDay(server.now());
    const query = { start_date: day, end_date: day, tz: KL };
    const statement = (await getStatement(player, query)).body;
    for (const [language, locale] of [
      ["en-US", "en-US"],
      ["zh-CN", "zh-CN"],
      ["zh-TW,zh;q=0.9", "zh-TW"],
      ["ms", "ms-MY"],
      ["fr", "en-US"],
    ] as const) {
      const rows = parseCsv((await getCsv(player, query, language)).text.slice(1));
      expectCsvMatches(rows, statement, locale);
    }
  });
});

describe("the file is safe to open in a spreadsheet", () => {
  it("quotes commas, quotes and line breaks, and defuses formulas in text, not in amounts", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\r\nlines")).toBe('"two\r\nlines"');
    expect(csvField("one\nline")).toBe('"one\nline"');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvField(`${start}1+1`).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvField("-12.50", false)).toBe("-12.50");
  });

  it("a provider's name and a round's key that look like formulas come back as text", async () => {
    const evil = await testProvider(server, "EVL");
    await server.db
      .update(gameProviders)
      .set({ name: '=cmd|" /C calc"!A0, run' })
      .where(and(eq(gameProviders.tenantId, server.tenantId), eq(gameProviders.code, evil)));
    const player = await gamePlayer(server, "stmt_evil", { pin: true, myr: MYR(100) });
    const day = platformDay(server.now());
    expect((await transfer(server, player, { from: "wallet", to: "EVL", amount: MYR(10) })).status).toBe(200);
    expect((await transfer(server, player, { from: "wallet", to: "DRG", amount: MYR(10) })).status).toBe(200);
    const key = `-${newKey()}`;
    await playRounds(player, 1, [key]);
    const query = { start_date: day, end_date: day, tz: KL };
    const statement = (await getStatement(player, query)).body;
    const csv = await getCsv(player, query);
    expect(csv.text).toContain(`"'=cmd|"" /C calc""!A0, run"`);
    const rows = parseCsv(csv.text.slice(1));
    expect(rows.find((row) => row[1] === "Transfer in" && row[4] === "10.00" && row[2]?.includes("calc"))?.[2]).toBe(
      `'=cmd|" /C calc"!A0, run`,
    );
    const bet = rows.find((row) => row[1] === "Game bet");
    expect(bet?.[3]).toBe(`'${key}`);
    // amounts the server writes stay numbers
    expect(bet?.[4]).toBe("-1.00");
    expect(statement.lines.find((line) => line.kind === "game_bet")?.reference).toBe(key);
  });
});

describe("the range", () => {
  it("is refused when the dates are wrong, reversed or more than 366 days apart, on both endpoints", async () => {
    const player = await gamePlayer(server, "stmt_range");
    const refusals: [Record<string, string>, number, string][] = [
      [{ start_date: "2026-03-02", end_date: "2026-03-01" }, 400, "Invalid date range"],
      [{ start_date: "2025-01-01", end_date: "2026-01-02" }, 400, "Choose a range of at most 366 days"],
      [{ start_date: "2026-02-30", end_date: "2026-03-01" }, 400, "Invalid data request"],
      [{ start_date: "2026-03-01" }, 400, "Invalid data request"],
      [{ start_date: "2026-3-1", end_date: "2026-03-01" }, 400, "Invalid data request"],
      [{ start_date: "2026-03-01", end_date: "2026-03-01", tz: "Mars/Olympus" }, 400, "Invalid data request"],
      [{ start_date: "2026-03-01", end_date: "2026-03-01", currency: "EUR" }, 400, "Invalid data request"],
    ];
    for (const [query, status, message] of refusals) {
      expect(await getStatement(player, query), JSON.stringify(query)).toMatchObject({ status, body: message });
      const csv = await getCsv(player, query);
      expect([csv.status, JSON.parse(csv.text)], JSON.stringify(query)).toEqual([status, message]);
    }
    // 366 days (a leap year, end inclusive) is the most
    const year = await getStatement(player, { start_date: "2024-01-01", end_date: "2024-12-31" });
    expect(year.status).toBe(200);
    expect(year.body).toMatchObject({ tz: KL, currency: "MYR", lines: [], opening_balance: 0, closing_balance: 0 });
  });

  it(`holds at most ${statementMaxLines} movements; more asks for a shorter range`, async () => {
    const player = await gamePlayer(server, "stmt_many");
    const id = await playerIdOf("stmt_many");
    const entry = (at: string) => ({
      id: newId(),
      playerId: id,
      currency: "MYR" as const,
      amount: 1,
      kind: "deposit",
      createdAt: new Date(at),
    });
    // 5000 on 2025-06-01 (GMT+8), one more the next day
    const full = Array.from({ length: statementMaxLines }, (_, n) =>
      entry(new Date(Date.parse("2025-06-01T00:00:00+08:00") + n * 1000).toISOString()),
    );
    for (let n = 0; n < full.length; n += 1000) await server.db.insert(ledgerEntries).values(full.slice(n, n + 1000));
    await server.db.insert(ledgerEntries).values(entry("2025-06-02T12:00:00+08:00"));
    const fits = await getStatement(player, { start_date: "2025-06-01", end_date: "2025-06-01" });
    expect(fits.status).toBe(200);
    expect(fits.body.lines).toHaveLength(statementMaxLines);
    expect(fits.body.closing_balance).toBe(statementMaxLines);
    const tooMany = { start_date: "2025-06-01", end_date: "2025-06-02" };
    expect(await getStatement(player, tooMany)).toMatchObject({
      status: 400,
      body: "This statement has too many movements. Choose a shorter range",
    });
    expect((await getCsv(player, tooMany)).status).toBe(400);
    const next = await getStatement(player, { start_date: "2025-06-02", end_date: "2025-06-02" });
    expect(next.body).toMatchObject({ opening_balance: statementMaxLines, closing_balance: statementMaxLines + 1 });
  });
});

describe("privacy", () => {
  it("is the caller's own statement: no player can be named, and no session gets nothing", async () => {
    const [alice, bob] = [
      await gamePlayer(server, "stmt_alice", { myr: MYR(200) }),
      await gamePlayer(server, "stmt_bob", { myr: MYR(150) }),
    ];
    const day = platformDay(server.now());
    const aliceId = await playerIdOf("stmt_alice");
    const query = {
      start_date: day,
      end_date: day,
      tz: KL,
      player_id: aliceId,
      username: "stmt_alice",
      member_uid: String(alice.uuid),
    };
    const res = await getStatement(bob, query);
    expect(res.status).toBe(200);
    expect(res.body.player.username).toBe("stmt_bob");
    expect(res.body.closing_balance).toBe(MYR(150));
    expect(res.body.lines.map((line) => line.amount)).toEqual([MYR(150)]);
    const csv = parseCsv((await getCsv(bob, query)).text.slice(1));
    expect(csv.slice(2, -1).map((row) => row[4])).toEqual(["150.00"]);
    for (const endpoint of [path, `${path}.csv`]) {
      const signedOut = await server.call("GET", `${endpoint}?${new URLSearchParams(query)}`);
      expect(signedOut.status).toBe(401);
    }
  });
});
