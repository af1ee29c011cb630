import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { DefaultError, InfiniteData, QueryClient, UnusedSkipTokenInfiniteOptions } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import type { Currency } from "../../../../../api/contract/money.ts";
import type { ReportQuery, TransactionPage } from "../../../../../api/contract/wallet.ts";
import {
  gameRecordReportQuery,
  transactionReportQuery,
  turnoverReportQuery,
  type walletKeys,
} from "../../../../../api/wallet.ts";
import { browserTimeZone, formatDateTime, reportRange } from "../../../../../lib/dates.ts";
import { DepositIcon, GamepadIcon, TrendIcon, WithdrawIcon } from "../../../../../ui/icons.tsx";
import { Money } from "../../../../../ui/money.tsx";
import { TransactionRow } from "../../-components/transaction-row.tsx";
import { ReportRow } from "./report-row.tsx";

/** A report's dates as its search carries them (parsed by `parseReportSearch`). */
export type ReportSearch = { start_date?: string; end_date?: string };

/** One page of a report: its rows, and per currency the totals of the whole range. */
export type ReportPage = { items: unknown[]; totals: { currency: Currency }[] };

type ReportOptions<Page> = UnusedSkipTokenInfiniteOptions<
  Page,
  DefaultError,
  InfiniteData<Page>,
  ReturnType<typeof walletKeys.report>,
  number
>;

/** What makes one report: its screens, its query, and how its totals and rows read. */
export type ReportDescription<Page extends ReportPage> = {
  title: MessageDescriptor;
  /** On the list at /reports. */
  icon: ComponentType;
  filter: "/reports/deposit" | "/reports/withdraw" | "/reports/game_record" | "/reports/turnover";
  result:
    | "/reports/deposit_result"
    | "/reports/withdrawal_result"
    | "/reports/game_record_result"
    | "/reports/turnover_result";
  /** Under the dates of the filter screen. */
  note?: MessageDescriptor;
  query: (filters: Omit<ReportQuery, "page" | "limit">) => ReportOptions<Page>;
  /** One line of the totals card per currency: what is counted, and how much. */
  totalLabel: (total: Page["totals"][number], i18n: I18n) => string;
  totalAmount: (total: Page["totals"][number]) => ReactNode;
  rowKey: (item: Page["items"][number]) => string;
  row: (item: Page["items"][number], i18n: I18n) => ReactNode;
};

const report = <Page extends ReportPage>(description: ReportDescription<Page>) => description;

/** Deposits or withdrawals: the player's transactions of the range, counted and summed per currency. */
function transactionReport(
  kind: "deposit" | "withdraw",
  screens: Pick<ReportDescription<TransactionPage>, "title" | "icon" | "filter" | "result">,
) {
  return report({
    ...screens,
    query: (filters) => transactionReportQuery(kind, filters),
    totalLabel: (total, i18n) => i18n._(msg`Total (${total.count})`),
    totalAmount: (total) => <Money value={total.amount} currency={total.currency} />,
    rowKey: (item) => item._id,
    row: (item) => <TransactionRow transaction={item} />,
  });
}

const gameRecordsNote = msg`Game records take 15 to 30 minutes to sync.`;

/** Every report the player can run, in the order of the list at /reports. */
export const reports = {
  deposit: transactionReport("deposit", {
    title: msg`Deposit report`,
    icon: DepositIcon,
    filter: "/reports/deposit",
    result: "/reports/deposit_result",
  }),
  withdraw: transactionReport("withdraw", {
    title: msg`Withdrawal report`,
    icon: WithdrawIcon,
    filter: "/reports/withdraw",
    result: "/reports/withdrawal_result",
  }),
  game_record: report({
    title: msg`Game records`,
    icon: GamepadIcon,
    filter: "/reports/game_record",
    result: "/reports/game_record_result",
    note: gameRecordsNote,
    query: gameRecordReportQuery,
    totalLabel: (total, i18n) => i18n._(msg`Bets (${total.count}) · win/loss`),
    totalAmount: (total) => (
      <>
        <Money value={total.bet} currency={total.currency} /> · <Money value={total.profit} currency={total.currency} />
      </>
    ),
    rowKey: (item) => item._id,
    row: (item, i18n) => (
      <ReportRow
        title={item.game}
        details={
          <>
            <span>{item.provider}</span>
            <span>
              {i18n._(msg`Bet`)} <Money value={item.bet} currency={item.currency} />
            </span>
          </>
        }
        when={formatDateTime(item.created_at)}
      >
        <Money value={item.profit} currency={item.currency} className={item.profit >= 0 ? "gain" : "loss"} />
      </ReportRow>
    ),
  }),
  turnover: report({
    title: msg`Turnover`,
    icon: TrendIcon,
    filter: "/reports/turnover",
    result: "/reports/turnover_result",
    note: gameRecordsNote,
    query: turnoverReportQuery,
    totalLabel: (total, i18n) =>
      i18n._(msg({ message: plural(total.bets, { one: "Total turnover (# bet)", other: "Total turnover (# bets)" }) })),
    totalAmount: (total) => <Money value={total.turnover} currency={total.currency} />,
    rowKey: (item) => `${item.date}-${item.currency}`,
    row: (item, i18n) => (
      <ReportRow
        title={item.date}
        details={<span>{i18n._(msg({ message: plural(item.bets, { one: "# bet", other: "# bets" }) }))}</span>}
      >
        <Money value={item.turnover} currency={item.currency} />
      </ReportRow>
    ),
  }),
};

/**
 * The query of a report for the dates of its search (the last 7 days when it has none), in the
 * browser's time zone: the route loader and the screen build it the same way, so they share one cache entry.
 */
export function reportQuery<Page extends ReportPage>(description: ReportDescription<Page>, search: ReportSearch) {
  return description.query({ ...reportRange(search), tz: browserTimeZone() });
}

/**
 * The loader of a report's result route (the *_result.tsx routes): the first page of the report for the dates
 * of the search into the cache, where its screen reads it; static, so coming back does not load it again.
 */
export function reportLoader<Page extends ReportPage>(report: ReportDescription<Page>) {
  return ({ context, deps }: { context: { queryClient: QueryClient }; deps: ReportSearch }) =>
    context.queryClient.infiniteQuery({ ...reportQuery(report, deps), staleTime: "static" });
}
