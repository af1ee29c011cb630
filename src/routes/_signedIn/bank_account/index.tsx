import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { bankAccountsQuery } from "../../../api/wallet.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { ChevronRightIcon, WalletIcon } from "../../../ui/icons.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { SkeletonList } from "../../../ui/skeleton-list.tsx";

export const Route = createFileRoute("/_signedIn/bank_account/")({
  component: BankAccountsScreen,
});

function BankAccountsScreen() {
  const { t } = useLingui();
  const accounts = useQuery(bankAccountsQuery());
  const add = (
    <Link to="/bank_account/create" className="button button--primary">
      <span>{t`Add bank account`}</span>
    </Link>
  );
  return (
    <main className="screen">
      <PageHeader title={t`Bank accounts`} />
      {accounts.isPending ? (
        <SkeletonList rows={2} />
      ) : (accounts.data ?? []).length === 0 ? (
        <EmptyState
          title={t`No bank account yet`}
          text={t`Add the account your withdrawals should go to.`}
          action={add}
        />
      ) : (
        <>
          <ul className="list">
            {(accounts.data ?? []).map((account) => (
              <li key={account._id}>
                <Link
                  to="/bank_account/edit/$bankAccountId"
                  params={{ bankAccountId: account._id }}
                  className="list-item"
                >
                  <WalletIcon />
                  <div className="list-item__main">
                    <p className="list-item__title">{account.bank_name}</p>
                    <p className="muted">
                      {account.account_holder_name} · ••••{account.account_number.slice(-4)}
                    </p>
                  </div>
                  <ChevronRightIcon />
                </Link>
              </li>
            ))}
          </ul>
          {add}
        </>
      )}
    </main>
  );
}
