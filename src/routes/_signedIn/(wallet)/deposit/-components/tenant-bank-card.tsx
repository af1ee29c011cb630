import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { DepositOptions, Transaction } from "../../../../../api/contract/wallet.ts";
import { toDecimalString } from "../../../../../lib/money-format.ts";
import { CopyButton } from "../../../../../ui/copy-button.tsx";
import { CopyableRow } from "../../../../../ui/copyable-row.tsx";
import { Money } from "../../../../../ui/money.tsx";

/**
 * Where a bank transfer goes: the tenant's bank, account holder and account number (from the server's tenant
 * config), each to copy into the player's banking app; once the deposit exists, its amount and reference too.
 */
export function TenantBankCard({
  bank,
  transaction,
}: {
  bank: DepositOptions["tenant_bank"] | null;
  transaction?: Transaction;
}) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section className="card tenant-bank" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        {t`Transfer to this account`}
      </h2>
      <dl className="info-list info-list--stacked">
        {bank ? (
          <>
            <div>
              <dt>{t`Bank`}</dt>
              <dd>{bank.bank_name}</dd>
            </div>
            <CopyableRow
              term={t`Account holder name`}
              value={bank.account_holder_name}
              copyLabel={t`account holder name`}
            />
            <CopyableRow term={t`Account number`} value={bank.account_number} copyLabel={t`account number`} />
          </>
        ) : null}
        {transaction ? (
          <>
            <div>
              <dt>{t`Amount`}</dt>
              <dd className="copyable">
                <Money className="copyable__value amount" value={transaction.amount} currency={transaction.currency} />
                <CopyButton value={toDecimalString(transaction.amount, transaction.currency)} label={t`amount`} />
              </dd>
            </div>
            <CopyableRow term={t`Reference`} value={transaction.reference} copyLabel={t`reference`} />
          </>
        ) : null}
      </dl>
    </section>
  );
}
