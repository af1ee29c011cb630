import { useLingui } from "@lingui/react/macro";
import type { DepositChannel } from "../api/contract/wallet.ts";

/** The player's words for a deposit or withdrawal channel code. */
export function useChannelName(): (channel: string) => string {
  const { t } = useLingui();
  // every deposit channel has its name (the compiler says so), plus the withdrawals' own channel codes
  const names: Record<DepositChannel, string> & Record<string, string | undefined> = {
    instant_deposit: t`Instant`,
    bank_transfer: t`Bank transfer`,
    e_wallet: t`E-wallet`,
    crypto: t`Crypto`,
    telco: t`Telco`,
    bank: t`Bank`,
  };
  return (channel) => names[channel] ?? channel;
}

/**
 * The display name of a payment method code ("MBB" → "Maybank", "TNG" → "Touch 'n Go eWallet") from the
 * server's lists (the tenant's banks, each deposit channel's methods); null while none of them names it,
 * so a screen never shows a bare code.
 */
export function methodNameOf(
  code: string,
  lists: readonly (readonly { code: string; name: string }[] | undefined)[],
): string | null {
  for (const list of lists) {
    const found = list?.find((method) => method.code === code);
    if (found) return found.name;
  }
  return null;
}

/** "Instant · Maybank": the channel in the player's words and the method's display name, once it is known. */
export function useMoveChannelLabel(): (
  transaction: { channel: string; method: string },
  lists: readonly (readonly { code: string; name: string }[] | undefined)[],
) => string {
  const channelName = useChannelName();
  return (transaction, lists) => {
    const method = methodNameOf(transaction.method, lists);
    return method ? `${channelName(transaction.channel)} · ${method}` : channelName(transaction.channel);
  };
}
