/**
 * Statements: every ledger movement of one currency in a date range (the player's days, end inclusive), with
 * the balance before and after, as the printable statement page (JSON) and as a CSV file. Both read the same
 * rows, so the file and the page agree, and opening + the movements = closing.
 */
import { type } from "arktype";
import { MinorUnits } from "./common.ts";
import { Currency } from "./money.ts";

/** The longest range one statement covers. */
export const statementMaxDays = 366;
/** The most movements one statement holds; a longer one asks for a shorter range. */
export const statementMaxLines = 5000;

/**
 * The kinds of ledger entry a statement line can be (`ledger_entries.kind`; server/db/schema/wallet.ts says what
 * each one is). A line's `kind` stays a string, so a kind added later reaches an older app, which shows it as is.
 */
export const ledgerKinds = [
  "opening_balance",
  "deposit",
  "withdraw_hold",
  "withdraw_release",
  "transfer_out",
  "transfer_in",
  "game_bet",
  "game_win",
  "friend_transfer_out",
  "friend_transfer_in",
  "rebate",
  "check_in_bonus",
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export function isLedgerKind(kind: string): kind is LedgerKind {
  return (ledgerKinds as readonly string[]).includes(kind);
}

/** A move between the player's own accounts (main wallet, game accounts): not money in or out of them all. */
export function isOwnTransfer(kind: string): boolean {
  return kind === "transfer_out" || kind === "transfer_in";
}

export const StatementQuery = type({
  /** YYYY-MM-DD in the player's time zone; the end date is inclusive. */
  start_date: /^\d{4}-\d{2}-\d{2}$/,
  end_date: /^\d{4}-\d{2}-\d{2}$/,
  /** IANA time zone of the browser, e.g. Asia/Kuala_Lumpur (GMT+8 when absent or unknown). */
  "tz?": "string <= 64",
  /** The wallet's currency when absent. */
  "currency?": Currency,
});
export type StatementQuery = typeof StatementQuery.infer;

/**
 * One movement. `kind` is the ledger entry's kind (deposit, withdraw_hold, transfer_out, game_bet…);
 * `account` is null for the main wallet, else the game account (provider code) it moved.
 */
export const StatementLine = type({
  at: "string",
  kind: "string",
  account: "string | null",
  reference: "string | null",
  amount: MinorUnits,
  /** The balance (every account of the currency together) after this movement. */
  balance: MinorUnits,
});
export type StatementLine = typeof StatementLine.infer;

export const Statement = type({
  brand_name: "string",
  player: { username: "string", full_name: "string", member_uid: "string" },
  currency: Currency,
  start_date: "string",
  end_date: "string",
  tz: "string",
  /** Every account of the currency together, at the start of start_date and the end of end_date. */
  opening_balance: MinorUnits,
  closing_balance: MinorUnits,
  /**
   * What came into and went out of the player's money, every account together: the movements' amounts, those of
   * transfers between the player's own accounts (transfer_out, transfer_in: they cancel out) left out. So
   * opening + money_in - money_out = closing.
   */
  money_in: MinorUnits,
  money_out: MinorUnits,
  lines: StatementLine.array(),
  generated_at: "string",
});
export type Statement = typeof Statement.infer;
