import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { mainWallet, type Provider } from "../../../../api/contract/games.ts";
import type { TransactionType } from "../../../../api/contract/wallet.ts";
import { friendsQuery } from "../../../../api/friends.ts";
import { catalogueQuery } from "../../../../api/games.ts";
import { playerName } from "../../../../ui/player-name.ts";

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

/** The other side of a friend transfer and which way the money went, in the player's words. */
export type FriendTransferParty = { outgoing: boolean; name: string; uid: string; listed: boolean };

/**
 * Who a friend transfer went to or came from: the main wallet is one end, the friend's member UID the other.
 * The friend is named by their nickname from the friend list ("UID 12345678" for someone no longer on it).
 * The friend list is read only when `enabled` (a list without friend transfers never asks for it).
 */
export function useFriendTransferParty(
  enabled = true,
): (transaction: { from_account?: string | null; to_account?: string | null }) => FriendTransferParty {
  const { t } = useLingui();
  const friends = useQuery({ ...friendsQuery(), enabled });
  return (transaction) => {
    const outgoing = transaction.from_account === mainWallet;
    const uid = (outgoing ? transaction.to_account : transaction.from_account) ?? "";
    const friend = friends.data?.items.find((item) => item.member_uid === uid);
    return { outgoing, uid, listed: friend !== undefined, name: friend ? playerName(friend) : t`UID ${uid}` };
  };
}

/**
 * A transfer's amount as it moved the main wallet: out of it negative (to a game, to a friend), into it positive
 * (from a game, from a friend); between two game accounts the wallet did not move, so the amount shows unsigned.
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
      case "bonus":
        return t`Bonus`;
    }
  };
}
