import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { DepositChannel } from "../../../../../api/contract/wallet.ts";
import { useChannelName } from "../../../../../ui/channel-name.ts";

const routes = {
  instant_deposit: "/deposit/instant_deposit",
  bank_transfer: "/deposit/bank_transfer",
  e_wallet: "/deposit/e_wallet",
  crypto: "/deposit/crypto",
  telco: "/deposit/telco",
} as const satisfies Record<DepositChannel, string>;

/** Brings a tab fully into its row's view, moving the row only (the page has nothing to scroll sideways). */
const scrollIntoRowView = (tab: HTMLAnchorElement | null) => {
  tab?.scrollIntoView({ inline: "nearest", block: "nearest" });
};

/**
 * The deposit channels the tenant offers, as a row of tabs that scrolls sideways on a narrow phone. The
 * selected one is scrolled into the row's view as it is drawn (a ref callback: on opening the screen and on
 * each change of channel).
 */
export function ChannelTabs({
  channels,
  selected,
}: {
  channels: DepositChannel[] | undefined;
  selected?: DepositChannel;
}) {
  const { t } = useLingui();
  const name = useChannelName();
  return (
    <nav className="segmented channel-tabs" aria-label={t`Deposit channels`}>
      {(channels ?? []).map((channel) => (
        <Link
          key={channel}
          ref={channel === selected ? scrollIntoRowView : undefined}
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
