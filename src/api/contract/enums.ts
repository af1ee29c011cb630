/**
 * Plain value lists of the contract, without arktype, so code on the first
 * screen's path (route definitions, search parsing) can use them.
 */
import { type Currency, currencies } from "../../lib/money-format.ts";

export const transactionStatuses = ["pending", "approved", "rejected", "settled", "claimed", "cancelled"] as const;
export type TransactionStatusValue = (typeof transactionStatuses)[number];

/**
 * A transfer moves money between the player's own accounts (main wallet, game accounts); a
 * friend_transfer from one player's wallet to a friend's (each side has its own transaction); a rebate
 * is a claimed rebate credited to the wallet; a bonus is a reward credited to the wallet (a daily
 * check-in's bonus day).
 */
export const transactionTypes = ["deposit", "withdraw", "transfer", "friend_transfer", "rebate", "bonus"] as const;
export type TransactionTypeValue = (typeof transactionTypes)[number];

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** Keeps only known values of a search object: unknown or malformed filters are dropped, never an error. */
export function parseTransactionSearch(search: Record<string, unknown>): {
  type?: TransactionTypeValue;
  status?: TransactionStatusValue;
  start_date?: string;
  end_date?: string;
} {
  const pick = <T extends string>(value: unknown, allowed: readonly T[]) =>
    allowed.includes(value as T) ? (value as T) : undefined;
  const day = (value: unknown) => (typeof value === "string" && isoDay.test(value) ? value : undefined);
  return {
    type: pick(search.type, transactionTypes),
    status: pick(search.status, transactionStatuses),
    start_date: day(search.start_date),
    end_date: day(search.end_date),
  };
}

/** A statement's range and currency (the screen fills the dates it lacks; no currency is the wallet's). */
export function parseStatementSearch(search: Record<string, unknown>): {
  start_date?: string;
  end_date?: string;
  currency?: Currency;
} {
  const day = (value: unknown) => (typeof value === "string" && isoDay.test(value) ? value : undefined);
  return {
    start_date: day(search.start_date),
    end_date: day(search.end_date),
    currency: currencies.find((currency) => currency === search.currency),
  };
}

/** Report filters: both dates required (the screen fills defaults). */
export function parseReportSearch(search: Record<string, unknown>): { start_date?: string; end_date?: string } {
  const day = (value: unknown) => (typeof value === "string" && isoDay.test(value) ? value : undefined);
  return { start_date: day(search.start_date), end_date: day(search.end_date) };
}
