import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ChevronRightIcon } from "../../../../ui/icons.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { reports } from "./-components/reports.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/reports/")({
  component: ReportsScreen,
});

function ReportsScreen() {
  const { t, i18n } = useLingui();
  return (
    <main className="screen">
      <PageHeader title={t`Reports`} />
      <ul className="list">
        {Object.values(reports).map((report) => (
          <li key={report.filter}>
            <Link to={report.filter} className="list-item">
              <report.icon />
              <span className="list-item__main list-item__title">{i18n._(report.title)}</span>
              <ChevronRightIcon />
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
