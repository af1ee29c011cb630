import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { bankAccountsQuery } from "../../../../api/wallet.ts";
import { maskedAccountNumber } from "../../../../lib/account-number.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { BankIcon, ChevronRightIcon } from "../../../../ui/icons.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";

export const Route = createFileRoute("/_signedIn/(wallet)/bank_account/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(bankAccountsQuery()),
  staticData: { title: msg`Bank accounts`, pendingRows: 2 },
  pendingComponent: RoutePending,
  component: BankAccountsScreen,
});

function BankAccountsScreen() {
  const { t } = useLingui();
  const { data: accounts } = useSuspenseQuery(bankAccountsQuery());
  const add = (
    <Link to="/bank_account/create" className="button button--primary">
      <span>{t`Add bank account`}</span>
    </Link>
  );
  return (
    <main className="screen bank-accounts">
      <PageHeader title={t`Bank accounts`} />
      {accounts.length === 0 ? (
        <EmptyState
          title={t`No bank account yet`}
          text={t`Add the account your withdrawals should go to.`}
          action={add}
        />
      ) : (
        <>
          <ul className="list">
            {accounts.map((account) => (
              <li key={account._id}>
                <Link
                  to="/bank_account/edit/$bankAccountId"
                  params={{ bankAccountId: account._id }}
                  className="list-item"
                >
                  <BankIcon />
                  <div className="list-item__main">
                    <p className="list-item__title">{account.bank_name}</p>
                    <p className="muted bank-accounts__detail">
                      {account.account_holder_name}{" "}
                      <span className="amount">· {maskedAccountNumber(account.account_number)}</span>
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
