import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { mainWallet, type Provider } from "../../../api/contract/games.ts";
import type { TransactionType } from "../../../api/contract/wallet.ts";
import { catalogueQuery } from "../../../api/games.ts";

/**
 * The player's words for a transfer account: "Main wallet", or the provider's name from the catalogue
 * (its code until the catalogue is read). The catalogue is read only when `enabled` (a list without
 * transfers never asks for it).
 */
export function useAccountNames(enabled = true): {
  nameOf: (account: string | null | undefined) => string;
  providerOf: (code: string) => Provider | undefined;
  providers: readonly Provider[];
} {
  const { t } = useLingui();
  const catalogue = useQuery({ ...catalogueQuery(), enabled });
  const providers = catalogue.data?.providers ?? [];
  const providerOf = (code: string) => providers.find((provider) => provider.code === code);
  return {
    providers,
    providerOf,
    nameOf: (account) => {
      if (!account) return t`Every game`;
      if (account === mainWallet) return t`Main wallet`;
      return providerOf(account)?.name ?? account;
    },
  };
}

/**
 * A transfer's amount as it moved the main wallet: out of it negative, into it positive; between two
 * game accounts the wallet did not move, so the amount shows unsigned. A transfer to a friend is out
 * of the sender's wallet (from_account "wallet") and into the receiver's.
 */
export function walletSignedAmount(transaction: {
  type: string;
  amount: number;
  from_account?: string | null;
  to_account?: string | null;
}): number {
  if (transaction.type === "withdraw") return -transaction.amount;
  if (transaction.type !== "transfer" && transaction.type !== "friend_transfer") return transaction.amount;
  if (transaction.from_account === mainWallet) return -transaction.amount;
  return transaction.amount;
}

/** The player's word for a transaction's type. */
export function useTransactionKind(): (type: TransactionType) => string {
  const { t } = useLingui();
  return (type) => {
    switch (type) {
      case "deposit":
        return t`Deposit`;
      case "withdraw":
        return t`Withdrawal`;
      case "transfer":
        return t`Transfer`;
      case "friend_transfer":
        return t`Friend transfer`;
      case "rebate":
        return t`Rebate`;
    }
  };
}
