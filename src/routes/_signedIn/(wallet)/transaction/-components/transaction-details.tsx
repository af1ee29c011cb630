import { useLingui } from "@lingui/react/macro";
import { pendingSupportMinutes, type Transaction } from "../../../../../api/contract/wallet.ts";
import { formatDateTime, minutesSince } from "../../../../../lib/dates.ts";
import { useMoveChannelLabel } from "../../../../../ui/channel-name.ts";
import { CopyableRow } from "../../../../../ui/copyable-row.tsx";
import { Money } from "../../../../../ui/money.tsx";
import { StatusBadge } from "../../../../../ui/status-badge.tsx";
import { useAccountNames, useFriendTransferParty, useTransactionKind } from "../../-components/account-name.ts";
import { useMethodLists } from "../../-components/use-method-lists.ts";

/**
 * Every field of a transaction, and the advice a pending one needs after 20 minutes (SPEC §9). Long values (the
 * reference, a hash, an address) wrap at any character beside a button that copies them.
 */
export function TransactionDetails({ transaction }: { transaction: Transaction }) {
  const { t } = useLingui();
  const channelLabel = useMoveChannelLabel();
  const methodLists = useMethodLists();
  const isTransfer = transaction.type === "transfer" || transaction.type === "friend_transfer";
  const isFriendTransfer = transaction.type === "friend_transfer";
  const { nameOf } = useAccountNames(transaction.type === "transfer");
  const party = useFriendTransferParty(isFriendTransfer)(transaction);
  // a friend transfer's far end is the friend (by name, with the UID), the near one the main wallet
  const accountName = (account: string | null | undefined) =>
    isFriendTransfer && account === party.uid
      ? party.listed
        ? `${party.name} · ${party.uid}`
        : party.name
      : nameOf(account);
  const kind = useTransactionKind();
  const stale = transaction.status === "pending" && minutesSince(transaction.created_at) > pendingSupportMinutes;
  return (
    <section className="card stack" aria-label={t`Transaction details`}>
      <div className="row">
        <p className="card__title">{kind(transaction.type)}</p>
        <StatusBadge status={transaction.status} />
      </div>
      <dl className="info-list info-list--wrap">
        <CopyableRow term={t`Transaction ID`} value={transaction.reference} copyLabel={t`Transaction ID`} stacked />
        {isTransfer ? (
          <>
            <div>
              <dt>{t`From`}</dt>
              <dd>{accountName(transaction.from_account)}</dd>
            </div>
            <div>
              <dt>{t`To`}</dt>
              <dd>{accountName(transaction.to_account)}</dd>
            </div>
          </>
        ) : (
          <div>
            <dt>{t`Channel`}</dt>
            <dd>{channelLabel(transaction, methodLists)}</dd>
          </div>
        )}
        <div>
          <dt>{t`Amount`}</dt>
          <dd>
            <Money value={transaction.amount} currency={transaction.currency} />
          </dd>
        </div>
        {transaction.fee > 0 ? (
          <div>
            <dt>{t`Charge`}</dt>
            <dd>
              <Money value={transaction.fee} currency={transaction.currency} />
            </dd>
          </div>
        ) : null}
        {isTransfer ? null : (
          <div>
            <dt>{transaction.type === "deposit" ? t`Credited` : t`You receive`}</dt>
            <dd>
              <Money value={transaction.net_amount} currency={transaction.currency} />
            </dd>
          </div>
        )}
        {transaction.destination ? (
          <div className="info-list__stacked">
            <dt>{t`To`}</dt>
            <dd>{transaction.destination}</dd>
          </div>
        ) : null}
        {transaction.tx_hash ? (
          <CopyableRow term={t`Transaction hash`} value={transaction.tx_hash} copyLabel={t`Transaction hash`} stacked />
        ) : null}
        <div>
          <dt>{t`Date`}</dt>
          <dd>{formatDateTime(transaction.created_at)}</dd>
        </div>
        {transaction.remark ? (
          <div className="info-list__stacked">
            <dt>{t`Remark`}</dt>
            <dd>{transaction.remark}</dd>
          </div>
        ) : null}
      </dl>
      {stale ? (
        <p className="advice" role="note">
          {t`This transaction has been pending for more than 20 minutes. Please contact support with its Transaction ID.`}
        </p>
      ) : null}
    </section>
  );
}
