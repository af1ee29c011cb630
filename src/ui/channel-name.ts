import { useLingui } from "@lingui/react/macro";

/** The player's words for a deposit or withdrawal channel code. */
export function useChannelName(): (channel: string) => string {
  const { t } = useLingui();
  const names: Record<string, string> = {
    instant_deposit: t`Instant`,
    bank_transfer: t`Bank transfer`,
    e_wallet: t`E-wallet`,
    crypto: t`Crypto`,
    telco: t`Telco`,
    bank: t`Bank`,
  };
  return (channel) => names[channel] ?? channel;
}
