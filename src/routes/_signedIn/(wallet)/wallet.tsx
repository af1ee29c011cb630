import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { walletQuery } from "../../../api/wallet.ts";
import { ChevronRightIcon, DepositIcon, WithdrawIcon } from "../../../ui/icons.tsx";
import { Money } from "../../../ui/money.tsx";
import { useNavigation } from "../../../ui/navigation.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { RoutePending } from "../-components/route-pending.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/wallet")({
  loader: ({ context }) => context.queryClient.ensureQueryData(walletQuery()),
  staticData: { title: msg`Wallet`, pendingRows: 2 },
  pendingComponent: RoutePending,
  component: WalletScreen,
});

function WalletScreen() {
  const { t, i18n } = useLingui();
  // money also moves on the server (an operator approves a transfer): <LiveUpdates /> reads the balance again then
  const wallet = useSuspenseQuery(walletQuery());
  const links = useNavigation("wallet");
  return (
    <main className="screen">
      <PageHeader title={t`Wallet`} />
      {wallet.data.balances.map((balance) => (
        <section key={balance.currency} className="balance-card" aria-label={t`${balance.currency} balance`}>
          <p className="muted">
            {t`Available`} · {balance.currency}
          </p>
          <p className="balance-card__amount">
            <Money value={balance.available} currency={balance.currency} />
          </p>
          {balance.held > 0 ? (
            <p className="muted">
              {t`On hold for pending withdrawals`}: <Money value={balance.held} currency={balance.currency} />
            </p>
          ) : null}
        </section>
      ))}
      <div className="wallet-actions">
        <Link to="/deposit/instant_deposit" className="button button--primary">
          <DepositIcon /> <span>{t`Deposit`}</span>
        </Link>
        <Link to="/withdraw" className="button button--secondary">
          <WithdrawIcon /> <span>{t`Withdraw`}</span>
        </Link>
      </div>
      <ul className="list">
        {links.map((link) => (
          <li key={link.to}>
            {/* only entries whose screen is in the route tree are here (useNavigation checks it) */}
            <Link to={link.to as "/"} className="list-item">
              <link.icon />
              <span className="list-item__main list-item__title">{i18n._(link.label)}</span>
              <ChevronRightIcon />
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
