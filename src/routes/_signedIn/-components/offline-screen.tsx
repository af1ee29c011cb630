import { useLingui } from "@lingui/react/macro";
import type { LastBalance } from "../../../flows/last-balance.ts";
import { formatSeenAt } from "../../../lib/seen-at.ts";
import { Button } from "../../../ui/button.tsx";
import { RefreshIcon, WifiOffIcon } from "../../../ui/first-screen-icons.tsx";
import { ChatIcon, DepositIcon, GamepadIcon, TransferIcon, WithdrawIcon } from "../../../ui/icons.tsx";
import { Money } from "../../../ui/money.tsx";

/**
 * The signed-in shell's own screen while the app cannot reach the server (src/flows/connection.ts), inside the shell
 * (its header and tab bar stay): it says so, shows the last balance the app saw on this device and when ("as of
 * 14:05", with the day when it was not today), and what needs a connection. It goes away by itself once the network
 * is back; "Try again" asks at once. The app opens on it offline too (the service worker keeps the shell).
 */
export function OfflineScreen({ lastBalance, onRetry }: { lastBalance: LastBalance | null; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  const needs = [
    { label: t`Deposit`, icon: DepositIcon },
    { label: t`Withdraw`, icon: WithdrawIcon },
    { label: t`Transfers`, icon: TransferIcon },
    { label: t`Games`, icon: GamepadIcon },
    { label: t`Chat`, icon: ChatIcon },
  ];
  const seenAt = lastBalance ? formatSeenAt(lastBalance.at, i18n.locale) : null;
  return (
    <main className="screen offline-screen">
      <h1 className="page-title offline-screen__title">
        <WifiOffIcon /> {t`You're offline`}
      </h1>
      <p className="muted">{t`This screen goes away by itself when you are back online.`}</p>
      <section className="balance-card" aria-labelledby="offline-balance">
        <h2 id="offline-balance" className="muted offline-screen__label">
          {t`Last balance seen`}
        </h2>
        {lastBalance ? (
          <>
            <p className="balance-card__amount">
              <Money value={lastBalance.amount} currency={lastBalance.currency} />
            </p>
            <p className="muted">{t`as of ${seenAt}`}</p>
          </>
        ) : (
          <p>{t`No balance seen on this device yet.`}</p>
        )}
      </section>
      <section className="card" aria-labelledby="offline-needs">
        <h2 id="offline-needs" className="section-title">
          {t`Needs a connection`}
        </h2>
        <ul className="offline-screen__needs">
          {needs.map((need) => (
            <li key={need.label}>
              <need.icon /> {need.label}
            </li>
          ))}
        </ul>
      </section>
      <Button variant="secondary" className="button--block" onClick={onRetry}>
        <RefreshIcon /> {t`Try again`}
      </Button>
    </main>
  );
}
