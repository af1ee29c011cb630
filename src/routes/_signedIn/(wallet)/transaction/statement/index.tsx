import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { selectUser } from "../../../../../../machines/session.selectors.ts";
import { ApiError } from "../../../../../api/client.ts";
import { parseStatementSearch } from "../../../../../api/contract/enums.ts";
import { statementMaxDays } from "../../../../../api/contract/statement.ts";
import { walletQuery } from "../../../../../api/wallet.ts";
import { SessionContext } from "../../../../../flows/session.tsx";
import { useStatementDownload } from "../../../../../flows/statement.ts";
import { translateServerMessage } from "../../../../../i18n/server-messages.ts";
import { localDay, localMonthStart } from "../../../../../lib/dates.ts";
import { type Currency, currencies } from "../../../../../lib/money-format.ts";
import { Button } from "../../../../../ui/button.tsx";
import { FormError } from "../../../../../ui/form-error.tsx";
import { PageHeader } from "../../../../../ui/page-header.tsx";
import { SelectField } from "../../../../../ui/select-field.tsx";
import { RoutePending } from "../../../-components/route-pending.tsx";
import { DateRangeFields, isReversed } from "../../-components/date-range-fields.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/transaction/statement/")({
  validateSearch: parseStatementSearch,
  // which currencies the player holds money in (the currency choice)
  loader: ({ context }) => context.queryClient.ensureQueryData(walletQuery()),
  staticData: { title: msg`Statement` },
  pendingComponent: RoutePending,
  component: StatementScreen,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first day of last month and its last day, YYYY-MM-DD. */
function lastMonth(): { start: string; end: string } {
  const end = new Date(Date.parse(`${localMonthStart()}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  return { start: `${end.slice(0, 8)}01`, end };
}

/**
 * A statement's range (this month unless the address says otherwise) and, for a player with money in more than one
 * currency, which one; then the CSV file (downloaded here) or the printable statement page.
 */
function StatementScreen() {
  const { t, i18n } = useLingui();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const user = SessionContext.useSelector(selectUser);
  const wallet = useQuery(walletQuery());
  const download = useStatementDownload();
  const [start, setStart] = useState(search.start_date ?? localMonthStart());
  const [end, setEnd] = useState(search.end_date ?? localDay(0));
  const own: Currency = currencies.find((currency) => currency === user?.currency) ?? "MYR";
  const [currency, setCurrency] = useState<Currency>(search.currency ?? own);
  const [problem, setProblem] = useState<string | null>(null);
  // the wallet's own currency, and any other the player holds money in
  const held = (wallet.data?.balances ?? []).filter((b) => b.available > 0 || b.held > 0).map((b) => b.currency);
  const offered = currencies.filter((c) => c === own || c === currency || held.includes(c));
  const presets = [
    { label: t`This month`, start: localMonthStart(), end: localDay(0) },
    { label: t`Last month`, ...lastMonth() },
  ];

  /** The chosen range and currency, or null after saying what is wrong with them. */
  const chosen = () => {
    download.reset();
    if (!start || !end) return void setProblem(t`Choose both dates`);
    // said under the end date already
    if (isReversed(start, end)) return void setProblem(null);
    if ((Date.parse(end) - Date.parse(start)) / DAY_MS + 1 > statementMaxDays) {
      return void setProblem(translateServerMessage(i18n, "Choose a range of at most 366 days"));
    }
    setProblem(null);
    const query = { start_date: start, end_date: end, ...(currency === own ? {} : { currency }) };
    // the address keeps the range: back from the statement page (or after a reload) it is still chosen
    void navigate({ search: query, replace: true });
    return query;
  };
  const failure = download.error
    ? translateServerMessage(i18n, download.error instanceof ApiError ? download.error.messageKey : "Error Encountered")
    : null;

  return (
    <main className="screen">
      <PageHeader title={t`Statement`} />
      <p className="muted">{t`Every movement of your money in a period, with the balance before and after.`}</p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const query = chosen();
          if (query) void navigate({ to: "/transaction/statement/view", search: query });
        }}
      >
        <fieldset className="segmented">
          <legend className="visually-hidden">{t`Quick ranges`}</legend>
          {presets.map((preset) => (
            <button
              key={preset.label}
              type="button"
              className="segmented__item"
              aria-pressed={start === preset.start && end === preset.end}
              onClick={() => {
                setStart(preset.start);
                setEnd(preset.end);
              }}
            >
              {preset.label}
            </button>
          ))}
        </fieldset>
        <DateRangeFields start={start} end={end} onStart={setStart} onEnd={setEnd} />
        {offered.length > 1 ? (
          <SelectField
            label={t`Currency`}
            value={currency}
            onChange={(event) => setCurrency(event.target.value as Currency)}
          >
            {offered.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
        ) : null}
        <FormError message={problem ?? failure} />
        <div className="actions">
          <Button
            variant="secondary"
            busy={download.isPending}
            onClick={() => {
              const query = chosen();
              if (query) download.mutate(query);
            }}
          >
            {t`Download CSV`}
          </Button>
          <Button type="submit">{t`View statement`}</Button>
        </div>
      </form>
    </main>
  );
}
