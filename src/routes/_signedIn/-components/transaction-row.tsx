import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Transaction } from "../../../api/contract/wallet.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import { Money } from "../../../ui/money.tsx";
import { StatusBadge } from "../../../ui/status-badge.tsx";

/**
 * One transaction in a list: what, its reference and when (these two wrap onto two lines on a narrow phone), how
 * much, and its status. The full reference, with a copy button, is on the transaction's own screen.
 */
export function TransactionRow({ transaction }: { transaction: Transaction }) {
  const { t } = useLingui();
  const kind = transaction.type === "deposit" ? t`Deposit` : t`Withdrawal`;
  return (
    <li>
      <Link to="/transaction/$id" params={{ id: transaction._id }} className="list-item">
        <div className="list-item__main">
          <p className="list-item__title">{kind}</p>
          <p className="list-item__meta">
            <span className="list-item__reference">{transaction.reference}</span>
            <span className="list-item__when">{formatDateTime(transaction.created_at)}</span>
          </p>
        </div>
        <div className="list-item__end">
          <Money
            value={transaction.type === "withdraw" ? -transaction.amount : transaction.amount}
            currency={transaction.currency}
          />
          <StatusBadge status={transaction.status} />
        </div>
      </Link>
    </li>
  );
}
