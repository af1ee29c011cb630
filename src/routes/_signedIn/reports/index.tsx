import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ChevronRightIcon, DepositIcon, GiftIcon, PercentIcon, WithdrawIcon } from "../../../ui/icons.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";

export const Route = createFileRoute("/_signedIn/reports/")({
  component: ReportsScreen,
});

function ReportsScreen() {
  const { t } = useLingui();
  const reports = [
    { to: "/reports/deposit" as const, label: t`Deposit report`, icon: <DepositIcon /> },
    { to: "/reports/withdraw" as const, label: t`Withdrawal report`, icon: <WithdrawIcon /> },
    { to: "/reports/game_record" as const, label: t`Game records`, icon: <GiftIcon /> },
    { to: "/reports/turnover" as const, label: t`Turnover`, icon: <PercentIcon /> },
  ];
  return (
    <main className="screen">
      <PageHeader title={t`Reports`} />
      <ul className="list">
        {reports.map((report) => (
          <li key={report.to}>
            <Link to={report.to} className="list-item">
              {report.icon}
              <span className="list-item__main list-item__title">{report.label}</span>
              <ChevronRightIcon />
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
