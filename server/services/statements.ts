/**
 * Statements: the player's money in one currency (the main wallet and every game account together) over a range
 * of days in their time zone, read from the ledger. Opening = the sum of the entries before the first day; each
 * entry of the range is a movement with the balance after it; closing = opening + the movements; money in and out
 * leave out transfers between the player's own accounts (their legs cancel out). The page (JSON)
 * and the CSV file are made from the same rows, so they agree.
 */
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { Currency } from "../../src/api/contract/money.ts";
import {
  isLedgerKind,
  isOwnTransfer,
  type Statement,
  type StatementQuery,
  statementMaxDays,
  statementMaxLines,
} from "../../src/api/contract/statement.ts";
import type { Locale } from "../../src/lib/locales.ts";
import { toDecimalString } from "../../src/lib/money-format.ts";
import type { Ctx } from "../context.ts";
import { gameProviders, ledgerEntries, transactions } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { dateRange, timeZoneOf } from "./dates.ts";
import type { PlayerView } from "./players.ts";
import { statementTexts } from "./statement-texts.ts";
import type { TenantInfo } from "./tenants.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant as ISO 8601 with the zone's offset, to the second ("2026-11-28T14:05:00+08:00"). */
function atIn(instant: Date, zone: string): string {
  return (
    DateTime.fromJSDate(instant, { zone }).startOf("second").toISO({ suppressMilliseconds: true }) ??
    instant.toISOString()
  );
}

/**
 * The statement for the query: 400 "Invalid data request" for a day or zone that is not one, "Invalid date range"
 * when the start is after the end, "Choose a range of at most 366 days", and "This statement has too many
 * movements…" past `statementMaxLines`.
 */
export async function statementOf(
  ctx: Ctx,
  tenant: TenantInfo,
  player: PlayerView,
  query: StatementQuery,
): Promise<Statement> {
  const zone = timeZoneOf(query.tz);
  const { from, to } = dateRange(query.start_date, query.end_date, zone);
  if (!from || !to) fail(400, "Invalid data request");
  // calendar days, both ends included (the same in every zone)
  const days = (Date.parse(query.end_date) - Date.parse(query.start_date)) / DAY_MS + 1;
  if (days > statementMaxDays) fail(400, "Choose a range of at most 366 days");
  const currency: Currency = query.currency ?? player.currency;
  const mine = and(eq(ledgerEntries.playerId, player.id), eq(ledgerEntries.currency, currency));

  const [[before], rows] = await Promise.all([
    ctx.db
      .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
      .from(ledgerEntries)
      .where(and(mine, lt(ledgerEntries.createdAt, from))),
    ctx.db
      .select({
        amount: ledgerEntries.amount,
        kind: ledgerEntries.kind,
        account: ledgerEntries.gameAccount,
        entryReference: ledgerEntries.reference,
        transactionReference: transactions.reference,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .leftJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
      .where(and(mine, gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to)))
      // entries of one instant (a transfer's two legs, a round's bet and win): what leaves first, then what comes
      .orderBy(asc(ledgerEntries.createdAt), sql`${ledgerEntries.amount} >= 0`, asc(ledgerEntries.id))
      .limit(statementMaxLines + 1),
  ]);
  if (rows.length > statementMaxLines) fail(400, "This statement has too many movements. Choose a shorter range");

  const opening = before?.sum ?? 0;
  let balance = opening;
  let moneyIn = 0;
  let moneyOut = 0;
  const lines = rows.map((row) => {
    balance += row.amount;
    // a transfer between the player's own accounts is a line, but neither money in nor out (its legs cancel out)
    if (!isOwnTransfer(row.kind)) {
      if (row.amount >= 0) moneyIn += row.amount;
      else moneyOut -= row.amount;
    }
    return {
      at: atIn(row.createdAt, zone),
      kind: row.kind,
      account: row.account,
      // a deposit's, withdrawal's or transfer's reference as the transactions list shows it; a game round's key;
      // none for an account's opening (its entry carries only the seed's mark)
      reference: row.kind === "opening_balance" ? null : (row.transactionReference ?? row.entryReference),
      amount: row.amount,
      balance,
    };
  });
  return {
    brand_name: tenant.brandName,
    player: { username: player.username, full_name: player.fullName, member_uid: player.memberUid },
    currency,
    start_date: query.start_date,
    end_date: query.end_date,
    tz: zone,
    opening_balance: opening,
    closing_balance: balance,
    money_in: moneyIn,
    money_out: moneyOut,
    lines,
    generated_at: atIn(ctx.now(), zone),
  };
}

/** Starts with what a spreadsheet reads as a formula (or DDE): =, +, -, @, a tab or a carriage return. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. Text the player
 * or the operator wrote (`text`) that a spreadsheet would run as a formula gets a leading apostrophe first; numbers
 * the server writes itself (amounts, balances, times) are left as they are.
 */
export function csvField(value: string, text = true): string {
  const safe = text && formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The statement as a CSV file's text: a byte order mark (so a spreadsheet reads it as UTF-8: Chinese names and
 * labels), CRLF line ends, the header row and type labels in `locale`, an opening row, one row per movement and a
 * closing row; amounts and balances as decimals with the currency's minor digits.
 */
export async function statementCsv(ctx: Ctx, tenant: TenantInfo, statement: Statement, locale: Locale) {
  const texts = statementTexts[locale];
  const providers = await ctx.db
    .select({ code: gameProviders.code, name: gameProviders.name })
    .from(gameProviders)
    .where(eq(gameProviders.tenantId, tenant.id));
  const providerName = new Map(providers.map((p) => [p.code, p.name]));
  const money = (minor: number) => toDecimalString(minor, statement.currency);
  const zone = statement.tz;
  const first = DateTime.fromISO(statement.start_date, { zone }).startOf("day");
  const last = DateTime.fromISO(statement.end_date, { zone }).endOf("day").startOf("second");
  const row = (at: string, type: string, account: string, reference: string, amount: string, balance: string) =>
    [
      csvField(at, false),
      csvField(type),
      csvField(account),
      csvField(reference),
      csvField(amount, false),
      csvField(statement.currency, false),
      csvField(balance, false),
    ].join(",");
  const rows = [
    texts.header.map((name) => csvField(name)).join(","),
    row(first.toISO({ suppressMilliseconds: true }) ?? "", texts.opening, "", "", "", money(statement.opening_balance)),
    ...statement.lines.map((line) =>
      row(
        line.at,
        isLedgerKind(line.kind) ? texts.kinds[line.kind] : line.kind,
        line.account === null ? texts.mainWallet : (providerName.get(line.account) ?? line.account),
        line.reference ?? "",
        money(line.amount),
        money(line.balance),
      ),
    ),
    row(last.toISO({ suppressMilliseconds: true }) ?? "", texts.closing, "", "", "", money(statement.closing_balance)),
  ];
  return `\uFEFF${rows.join("\r\n")}\r\n`;
}
