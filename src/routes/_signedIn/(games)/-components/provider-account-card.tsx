import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { Provider } from "../../../../api/contract/games.ts";
import { gameAccountQuery } from "../../../../api/games.ts";
import { Money } from "../../../../ui/money.tsx";
import { useScreenExists } from "./use-screen-exists.ts";

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
