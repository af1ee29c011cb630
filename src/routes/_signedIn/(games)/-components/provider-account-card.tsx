import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import type { Provider } from "../../../../api/contract/games.ts";
import { gameAccountQuery } from "../../../../api/games.ts";
import { AlertIcon } from "../../../../ui/icons.tsx";
import { Money } from "../../../../ui/money.tsx";
import { screenExists } from "../../../../ui/navigation.tsx";

/** Whether the app has a screen at a path of the route tree (a screen a later branch adds is linked once it is there). */
export function useScreenExists(path: string): boolean {
  return screenExists(useRouter().routesByPath, path);
}

/** The notice of a provider under maintenance: listed, but it cannot be played or paid into now. */
export function MaintenanceNotice({ provider }: { provider: Provider }) {
  const { t } = useLingui();
  if (!provider.maintenance) return null;
  const name = provider.name;
  return (
    <div className="maintenance-notice" role="note">
      <AlertIcon aria-hidden="true" />
      <p>{t`${name} is under maintenance: its games and transfers are closed for now.`}</p>
    </div>
  );
}

/**
 * The player's account at a provider: its balance, and the ways to it (the account's screen, a transfer in) where
 * the app has them. `compact` leaves the account name out (the game detail).
 */
export function ProviderAccountCard({ provider, compact = false }: { provider: Provider; compact?: boolean }) {
  const { t } = useLingui();
  const account = useQuery(gameAccountQuery(provider.code));
  const accountScreen = useScreenExists("/game_account/$providerCode");
  const transferScreen = useScreenExists("/games/transfer");
  return (
    <section className="card game-account-card" aria-label={t`Your ${provider.name} account`}>
      <dl className="info-list info-list--wrap">
        {!compact ? (
          <div>
            <dt>{t`Game account`}</dt>
            <dd>{account.data ? account.data.account_name : "…"}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t`Balance in ${provider.name}`}</dt>
          <dd>
            {account.data ? (
              <Money
                value={account.data.balance}
                currency={account.data.currency}
                className="game-account-card__balance"
              />
            ) : account.isError ? (
              t`Failed to load`
            ) : (
              "…"
            )}
          </dd>
        </div>
      </dl>
      {accountScreen || transferScreen ? (
        <div className="game-account-card__links">
          {transferScreen && !provider.maintenance ? (
            <Link
              // the screen is in the route tree (checked above); its search names the provider
              to={"/games/transfer" as "/"}
              search={{ provider: provider.code } as never}
              className="link"
            >
              {t`Transfer`}
            </Link>
          ) : null}
          {accountScreen ? (
            <Link
              to={"/game_account/$providerCode" as "/"}
              params={{ providerCode: provider.code } as never}
              className="link"
            >
              {t`Account details`}
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
