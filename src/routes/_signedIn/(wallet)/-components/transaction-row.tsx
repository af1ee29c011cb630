import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Transaction } from "../../../../api/contract/wallet.ts";
import { formatDateTime } from "../../../../lib/dates.ts";
import { Money } from "../../../../ui/money.tsx";
import { StatusBadge } from "../../../../ui/status-badge.tsx";
import { useAccountNames, useFriendTransferParty, useTransactionKind, walletSignedAmount } from "./account-name.ts";

/**
 * One transaction in a list: what (a transfer also from where to where, a friend transfer to or from whom), its reference and when (these two wrap
 * onto two lines on a narrow phone), how much as it moved the main wallet, and its status. The full reference,
 * with a copy button, is on the transaction's own screen.
 */
export function TransactionRow({ transaction }: { transaction: Transaction }) {
  const { t } = useLingui();
  const isTransfer = transaction.type === "transfer";
  const { nameOf } = useAccountNames(isTransfer);
  const isFriendTransfer = transaction.type === "friend_transfer";
  const party = useFriendTransferParty(isFriendTransfer)(transaction);
  const kind = useTransactionKind()(transaction.type);
  const from = nameOf(transaction.from_account);
  const to = nameOf(transaction.to_account);
  const friend = party.name;
  return (
    <li>
      <Link to="/transaction/$id" params={{ id: transaction._id }} className="list-item">
        <div className="list-item__main">
          <p className="list-item__title">{kind}</p>
          {isTransfer ? <p className="list-item__meta list-item__route">{t`${from} → ${to}`}</p> : null}
          {isFriendTransfer ? (
            <p className="list-item__meta list-item__route">{party.outgoing ? t`To ${friend}` : t`From ${friend}`}</p>
          ) : null}
          <p className="list-item__meta">
            <span className="list-item__reference">{transaction.reference}</span>
            <span className="list-item__when">{formatDateTime(transaction.created_at)}</span>
          </p>
        </div>
        <div className="list-item__end">
          <Money value={walletSignedAmount(transaction)} currency={transaction.currency} />
          <StatusBadge status={transaction.status} />
        </div>
      </Link>
    </li>
  );
}
