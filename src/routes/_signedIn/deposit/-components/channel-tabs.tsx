import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { DepositChannel } from "../../../../api/contract/wallet.ts";
import { useChannelName } from "../../../../ui/channel-name.ts";

const routes = {
  instant_deposit: "/deposit/instant_deposit",
  bank_transfer: "/deposit/bank_transfer",
  e_wallet: "/deposit/e_wallet",
  crypto: "/deposit/crypto",
  telco: "/deposit/telco",
} as const;

/** The deposit channels the tenant offers, as tabs. */
export function ChannelTabs({ channels }: { channels: DepositChannel[] | undefined }) {
  const { t } = useLingui();
  const name = useChannelName();
  return (
    <nav className="segmented" aria-label={t`Deposit channels`}>
      {(channels ?? []).map((channel) => (
        <Link
          key={channel}
          to={routes[channel]}
          className="segmented__item"
          activeProps={{ className: "segmented__item segmented__item--active", "aria-current": "page" }}
        >
          {name(channel)}
        </Link>
      ))}
    </nav>
  );
}
