import { useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { parseTransactionSearch, transactionStatuses } from "../../../api/contract/enums.ts";
import { transactionsInfiniteQuery } from "../../../api/wallet.ts";
import { DateField } from "../../../ui/date-field.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { LoadMore } from "../../../ui/load-more.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { ScreenPending } from "../../../ui/screen-pending.tsx";
import { SelectField } from "../../../ui/select-field.tsx";
import { SkeletonList } from "../../../ui/skeleton-list.tsx";
import { useStatusLabel } from "../../../ui/status-badge.tsx";
import { TransactionRow } from "../-components/transaction-row.tsx";

export const Route = createFileRoute("/_signedIn/transaction/")({
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
  pendingComponent: TransactionsPending,
  component: TransactionsScreen,
});

function TransactionsPending() {
  const { t } = useLingui();
  return <ScreenPending title={t`Transactions`} />;
}

function TransactionsScreen() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const statusLabel = useStatusLabel();
  const list = useInfiniteQuery(transactionsInfiniteQuery(Route.useLoaderDeps()));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const setFilter = (next: typeof search) => void navigate({ search: { ...search, ...next }, replace: true });
  const types = [
    { value: undefined, label: t`All` },
    { value: "deposit" as const, label: t`Deposits` },
    { value: "withdraw" as const, label: t`Withdrawals` },
  ];
  return (
    <main className="screen">
      <PageHeader title={t`Transactions`} />
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
        <div className="actions">
          <DateField label={t`From`} value={search.start_date} onChange={(start_date) => setFilter({ start_date })} />
          <DateField label={t`To`} value={search.end_date} onChange={(end_date) => setFilter({ end_date })} />
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
          <LoadMore
            hasMore={Boolean(list.hasNextPage)}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </>
      )}
    </main>
  );
}
