import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { parseTransactionSearch, transactionStatuses } from "../../../../api/contract/enums.ts";
import { transactionsInfiniteQuery } from "../../../../api/wallet.ts";
import { localDay } from "../../../../lib/dates.ts";
import { DateField } from "../../../../ui/date-field.tsx";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { ReceiptIcon } from "../../../../ui/icons.tsx";
import { LoadMorePages } from "../../../../ui/load-more.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { SelectField } from "../../../../ui/select-field.tsx";
import { SkeletonList } from "../../../../ui/skeleton-list.tsx";
import { useStatusLabel } from "../../../../ui/status-badge.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";
import { TransactionRow } from "../-components/transaction-row.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/transaction/")({
  validateSearch: parseTransactionSearch,
  // the filters (and only they) are the list's query key: a change of filter loads its first page here
  loaderDeps: ({ search: { type, status, start_date, end_date } }) => ({ type, status, start_date, end_date }),
  loader: async ({ context, deps, cause }) => {
    const list = context.queryClient.ensureInfiniteQueryData(transactionsInfiniteQuery(deps));
    // Coming to the screen waits for the list. A filter changed on the screen does not: the filters stay
    // in place and the list shows its placeholder rows until the new first page comes (as it always did).
    if (cause === "stay") void list.catch(() => {});
    else await list;
  },
  staticData: { title: msg`Transactions` },
  pendingComponent: RoutePending,
  component: TransactionsScreen,
});

/** To the statement of a period: its CSV file and its printable page. */
function StatementLink() {
  const { t } = useLingui();
  return (
    <Link to="/transaction/statement" className="button button--secondary">
      <ReceiptIcon />
      <span>{t`Statement`}</span>
    </Link>
  );
}

function TransactionsScreen() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const statusLabel = useStatusLabel();
  const list = useInfiniteQuery(transactionsInfiniteQuery(Route.useLoaderDeps()));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const setFilter = (next: typeof search) => void navigate({ search: { ...search, ...next }, replace: true });
  // the dates as typed: a range that ends before it starts is said, not applied
  const [range, setRange] = useState({ start: search.start_date, end: search.end_date });
  useEffect(() => setRange({ start: search.start_date, end: search.end_date }), [search.start_date, search.end_date]);
  const reversed = Boolean(range.start && range.end && range.start > range.end);
  const changeRange = (next: Partial<typeof range>) => {
    const merged = { ...range, ...next };
    setRange(merged);
    if (!(merged.start && merged.end && merged.start > merged.end)) {
      setFilter({ start_date: merged.start, end_date: merged.end });
    }
  };
  const today = localDay(0);
  const types = [
    { value: undefined, label: t`All` },
    { value: "deposit" as const, label: t`Deposits` },
    { value: "withdraw" as const, label: t`Withdrawals` },
    { value: "transfer" as const, label: t`Transfers` },
    { value: "friend_transfer" as const, label: t`Friend transfers` },
  ];
  return (
    <main className="screen">
      <PageHeader title={t`Transactions`} action={<StatementLink />} />
      <fieldset className="segmented">
        <legend className="visually-hidden">{t`Type`}</legend>
        {types.map((option) => (
          <button
            key={option.label}
            type="button"
            className="segmented__item"
            aria-pressed={search.type === option.value}
            onClick={() => setFilter({ type: option.value })}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      <div className="form">
        <SelectField
          label={t`Status`}
          value={search.status ?? ""}
          onChange={(event) => setFilter({ status: (event.target.value || undefined) as typeof search.status })}
        >
          <option value="">{t`All statuses`}</option>
          {transactionStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </SelectField>
        <div className="date-range">
          <DateField label={t`From`} value={range.start} max={today} onChange={(start) => changeRange({ start })} />
          <DateField
            label={t`To`}
            value={range.end}
            max={today}
            onChange={(end) => changeRange({ end })}
            error={reversed ? t`The start date must be on or before the end date` : null}
          />
        </div>
      </div>
      {list.isPending ? (
        <SkeletonList />
      ) : items.length === 0 ? (
        <EmptyState title={t`No transactions yet`} text={t`Deposits and withdrawals you make show up here.`} />
      ) : (
        <>
          <ul className="list">
            {items.map((item) => (
              <TransactionRow key={item._id} transaction={item} />
            ))}
          </ul>
          <LoadMorePages list={list} />
        </>
      )}
    </main>
  );
}
