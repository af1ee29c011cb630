import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, type ErrorComponentProps, Link } from "@tanstack/react-router";
import { parseStatementSearch } from "../../../../../api/contract/enums.ts";
import type { StatementQuery } from "../../../../../api/contract/statement.ts";
import { statementQuery } from "../../../../../api/statement.ts";
import { LoadFailed } from "../../../../../flows/load-failed.tsx";
import { translateServerMessage } from "../../../../../i18n/server-messages.ts";
import { browserTimeZone, localDay, localMonthStart } from "../../../../../lib/dates.ts";
import { Button } from "../../../../../ui/button.tsx";
import { PageHeader } from "../../../../../ui/page-header.tsx";
import { RoutePending } from "../../../-components/route-pending.tsx";
import { StatementDocument } from "../-components/statement-document.tsx";

type StatementSearch = ReturnType<typeof parseStatementSearch>;

/** The statement's query: the range of the address (this month when it has none), in the browser's time zone. */
function queryOf(search: StatementSearch): StatementQuery {
  return {
    start_date: search.start_date ?? localMonthStart(),
    end_date: search.end_date ?? localDay(0),
    ...(search.currency ? { currency: search.currency } : {}),
    tz: browserTimeZone(),
  };
}

export const Route = createFileRoute("/_signedIn/(wallet)/transaction/statement/view")({
  validateSearch: parseStatementSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(statementQuery(queryOf(deps))),
  staticData: { title: msg`Statement`, pendingRows: 6 },
  pendingComponent: RoutePending,
  errorComponent: StatementFailed,
  component: StatementPage,
  // one lazy chunk: the loader needs the dates library, which the first screen must not load
  codeSplitGroupings: [["loader", "pendingComponent", "component", "errorComponent"]],
});

/** The statement could not be made (a range too long, too many movements, offline): said, with the way back to the range. */
function StatementFailed(props: ErrorComponentProps) {
  const { t, i18n } = useLingui();
  const search = Route.useSearch();
  return (
    <LoadFailed
      {...props}
      title={t`Statement`}
      message={(error) => translateServerMessage(i18n, error.messageKey)}
      action={
        <Link to="/transaction/statement" search={search} className="link">
          {t`Choose another period`}
        </Link>
      }
    />
  );
}

/** The printable statement: the document, with a Print button (the browser's print, to paper or a PDF). */
function StatementPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(statementQuery(queryOf(Route.useSearch())));
  return (
    <main className="screen">
      <PageHeader
        title={t`Statement`}
        action={
          <Button variant="secondary" onClick={() => window.print()}>
            {t`Print`}
          </Button>
        }
      />
      <StatementDocument statement={data} />
    </main>
  );
}
