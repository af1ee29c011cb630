import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { browserTimeZone } from "../lib/time-zone.ts";
import { request } from "./client.ts";
import type {
  BankAccountBody,
  CreateDepositBody,
  CreateWithdrawBody,
  ReportQuery,
  TransactionQuery,
} from "./contract/wallet.ts";

const player = "/api/player";

export const getWallet = () => request("Wallet", `${player}/wallet/getWallet`);
export const getBankList = () => request("BankList", `${player}/bank/getBankList`);
export const getBankAccounts = () => request("BankAccountList", `${player}/bank/getBankAccounts`);
export const createBankAccount = (body: BankAccountBody) =>
  request("BankAccount", `${player}/bank/createBankAccount`, { method: "POST", body });
export const updateBankAccount = (id: string, body: BankAccountBody) =>
  request("BankAccount", `${player}/bank/updateBankAccount/${encodeURIComponent(id)}`, { method: "PATCH", body });
export const getDepositOptions = () => request("DepositOptions", `${player}/deposit/getDepositOptions`);
export const createDeposit = (body: CreateDepositBody) =>
  request("Transaction", `${player}/deposit/createDeposit`, { method: "POST", body });
export const uploadReceipt = (id: string, file: File) => {
  const form = new FormData();
  form.append("receipt", file);
  return request("Transaction", `${player}/deposit/uploadReceipt/${encodeURIComponent(id)}`, {
    method: "POST",
    body: form,
  });
};
export const getWithdrawInfo = () => request("WithdrawInfo", `${player}/withdraw/getWithdrawInfo`);
export const createWithdraw = (body: CreateWithdrawBody) =>
  request("Transaction", `${player}/withdraw/createWithdraw`, { method: "POST", body });
export const getTransactions = (query: TransactionQuery) =>
  request("TransactionPage", `${player}/transaction/getTransactions`, { query });
export const getTransaction = (id: string) =>
  request("Transaction", `${player}/transaction/getTransaction/${encodeURIComponent(id)}`);
export const cancelTransaction = (id: string) =>
  request("Transaction", `${player}/transaction/cancelTransaction/${encodeURIComponent(id)}`, { method: "PATCH" });

export type ReportKind = "deposit" | "withdraw" | "game_record" | "turnover";
const reportPath: Record<ReportKind, string> = {
  deposit: "getDepositReport",
  withdraw: "getWithdrawReport",
  game_record: "getGameRecordReport",
  turnover: "getTurnoverReport",
};
export const getTransactionReport = (kind: "deposit" | "withdraw", query: ReportQuery) =>
  request("TransactionPage", `${player}/report/${reportPath[kind]}`, { query });
export const getGameRecordReport = (query: ReportQuery) =>
  request("GameRecordPage", `${player}/report/${reportPath.game_record}`, { query });
export const getTurnoverReport = (query: ReportQuery) =>
  request("TurnoverPage", `${player}/report/${reportPath.turnover}`, { query });

/** Query keys: every money move invalidates `walletKeys.all` so balances refresh without a reload. */
export const walletKeys = {
  all: ["wallet"] as const,
  wallet: () => [...walletKeys.all, "balances"] as const,
  banks: () => [...walletKeys.all, "banks"] as const,
  bankAccounts: () => [...walletKeys.all, "bankAccounts"] as const,
  depositOptions: () => [...walletKeys.all, "depositOptions"] as const,
  withdrawInfo: () => [...walletKeys.all, "withdrawInfo"] as const,
  /** Every transaction list, whatever its filters. */
  transactionLists: () => [...walletKeys.all, "transactions"] as const,
  transactions: (filters: Omit<TransactionQuery, "page" | "limit">) =>
    [...walletKeys.transactionLists(), filters] as const,
  transaction: (id: string) => [...walletKeys.all, "transaction", id] as const,
  /** Every report of a kind, whatever its filters. */
  reports: (kind: ReportKind) => [...walletKeys.all, "report", kind] as const,
  report: (kind: ReportKind, filters: Omit<ReportQuery, "page" | "limit">) =>
    [...walletKeys.reports(kind), filters] as const,
};

export const walletQuery = () => queryOptions({ queryKey: walletKeys.wallet(), queryFn: getWallet });
export const bankListQuery = () =>
  queryOptions({ queryKey: walletKeys.banks(), queryFn: getBankList, staleTime: 10 * 60_000 });
export const bankAccountsQuery = () => queryOptions({ queryKey: walletKeys.bankAccounts(), queryFn: getBankAccounts });
export const depositOptionsQuery = () =>
  queryOptions({ queryKey: walletKeys.depositOptions(), queryFn: getDepositOptions, staleTime: 5 * 60_000 });
export const withdrawInfoQuery = () =>
  queryOptions({ queryKey: walletKeys.withdrawInfo(), queryFn: getWithdrawInfo, staleTime: 0 });
export const transactionQuery = (id: string) =>
  queryOptions({ queryKey: walletKeys.transaction(id), queryFn: () => getTransaction(id) });

const pageSize = 20;

/** The transaction list of /transaction: its filters, with the browser's time zone the dates are read in. */
export const transactionsInfiniteQuery = (filters: Omit<TransactionQuery, "page" | "limit" | "tz">) => {
  const query = { ...filters, tz: browserTimeZone() };
  return infiniteQueryOptions({
    queryKey: walletKeys.transactions(query),
    queryFn: ({ pageParam }) => getTransactions({ ...query, page: pageParam, limit: pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
};

export const transactionReportQuery = (kind: "deposit" | "withdraw", filters: Omit<ReportQuery, "page" | "limit">) =>
  infiniteQueryOptions({
    queryKey: walletKeys.report(kind, filters),
    queryFn: ({ pageParam }) => getTransactionReport(kind, { ...filters, page: pageParam, limit: pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export const gameRecordReportQuery = (filters: Omit<ReportQuery, "page" | "limit">) =>
  infiniteQueryOptions({
    queryKey: walletKeys.report("game_record", filters),
    queryFn: ({ pageParam }) => getGameRecordReport({ ...filters, page: pageParam, limit: pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export const turnoverReportQuery = (filters: Omit<ReportQuery, "page" | "limit">) =>
  infiniteQueryOptions({
    queryKey: walletKeys.report("turnover", filters),
    queryFn: ({ pageParam }) => getTurnoverReport({ ...filters, page: pageParam, limit: pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
