import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { WithdrawDraft } from "../../../../../../machines/withdraw.machine.ts";
import { bankAccountsQuery } from "../../../../../api/wallet.ts";
import { maskedAccountNumber } from "../../../../../lib/account-number.ts";
import { BankIcon, WalletIcon } from "../../../../../ui/icons.tsx";

/** Where a withdrawal goes: the bank (its display name), the holder and the masked number, or the TRC20 address. */
export function WithdrawDestination({ draft }: { draft: WithdrawDraft }) {
  const { t } = useLingui();
  const accounts = useQuery(bankAccountsQuery());
  if (draft.currency === "USDT") {
    return (
      <div className="withdraw-destination">
        <WalletIcon />
        <div className="withdraw-destination__text">
          <p className="withdraw-destination__label">{t`To`}</p>
          <p className="withdraw-destination__name">{t`USDT address (TRC20)`}</p>
          <p className="withdraw-destination__address">{draft.wallet_address}</p>
        </div>
      </div>
    );
  }
  const account = accounts.data?.find((item) => item._id === draft.bank_account_id);
  return (
    <div className="withdraw-destination">
      <BankIcon />
      <div className="withdraw-destination__text">
        <p className="withdraw-destination__label">{t`To`}</p>
        {account ? (
          <>
            <p className="withdraw-destination__name">
              {account.bank_name} <span className="amount">{maskedAccountNumber(account.account_number)}</span>
            </p>
            <p className="withdraw-destination__holder">{account.account_holder_name}</p>
          </>
        ) : (
          <p className="withdraw-destination__name">{t`Bank account`}</p>
        )}
      </div>
    </div>
  );
}
