import { useLingui } from "@lingui/react/macro";
import { Link, useRouter } from "@tanstack/react-router";
import { ApiError } from "../../../../../api/client.ts";
import type { GameAccount, Provider } from "../../../../../api/contract/games.ts";
import { useRestore } from "../../../../../flows/restore.ts";
import { translateServerMessage } from "../../../../../i18n/server-messages.ts";
import { formatMoney } from "../../../../../lib/money-format.ts";
import { Button } from "../../../../../ui/button.tsx";
import { CopyableRow } from "../../../../../ui/copyable-row.tsx";
import { AlertIcon, GamepadIcon } from "../../../../../ui/icons.tsx";
import { Money } from "../../../../../ui/money.tsx";
import { screenExists } from "../../../../../ui/navigation.tsx";
import { notify } from "../../../../../ui/notifications.tsx";
import { SafeImage } from "../../../../../ui/safe-image.tsx";

/**
 * The player's account at a provider: the account name the provider shows (with a copy button), its
 * balance, a notice while the provider is under maintenance, and what can be done: transfer in or out
 * (with the PIN, on /games/transfer), bring the balance back to the main wallet (no PIN: it only moves
 * money home), and play the provider's games.
 */
export function GameAccountCard({ account, provider }: { account: GameAccount; provider: Provider | undefined }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const restore = useRestore();
  const name = provider?.name ?? account.provider_code;
  const maintenance = provider?.maintenance ?? false;
  const code = account.provider_code;
  const gamesPath = `/games/${encodeURIComponent(code)}`;
  // the provider's games are the lobby's screen: offered once it is in the app
  const canPlay = screenExists(router.routesByPath, "/games/$providerCode");
  const bringBack = () =>
    restore.mutate(account.provider_code, {
      onSuccess: (transaction) => {
        const amount = formatMoney(transaction.amount, transaction.currency, i18n.locale);
        notify("success", t`${amount} is back in your main wallet`);
      },
      onError: (error) =>
        notify(
          "error",
          translateServerMessage(i18n, error instanceof ApiError ? error.messageKey : "Error Encountered"),
        ),
    });
  return (
    <>
      <section className="card game-account" aria-labelledby="game-account-name">
        <div className="game-account__head">
          {provider?.logo ? (
            <SafeImage src={provider.logo} alt="" className="game-account__logo" width={48} height={48} />
          ) : (
            <GamepadIcon className="game-account__logo" />
          )}
          <h2 className="game-account__provider" id="game-account-name">
            {name}
          </h2>
        </div>
        <dl className="info-list info-list--wrap">
          <CopyableRow term={t`Account name`} value={account.account_name} copyLabel={t`account name`} stacked />
        </dl>
        <p className="game-account__balance-label">{t`Balance`}</p>
        <p className="game-account__balance">
          <Money value={account.balance} currency={account.currency} />
        </p>
      </section>
      {maintenance ? (
        <p className="advice game-account__maintenance" role="note">
          <AlertIcon />
          <span>{t`${name} is under maintenance. Transfers and games are paused until it is back.`}</span>
        </p>
      ) : null}
      <div className="game-account__actions">
        <Link
          to="/games/transfer"
          search={{ provider: code, direction: "in" }}
          className="button button--primary"
          disabled={maintenance}
        >
          <span>{t`Transfer in`}</span>
        </Link>
        <Link
          to="/games/transfer"
          search={{ provider: code, direction: "out" }}
          className="button button--secondary"
          disabled={maintenance}
        >
          <span>{t`Transfer out`}</span>
        </Link>
        <Button
          variant="secondary"
          busy={restore.isPending}
          disabled={maintenance || account.balance === 0}
          onClick={bringBack}
        >
          {t`Bring back to wallet`}
        </Button>
        {canPlay ? (
          <a
            href={gamesPath}
            className="button button--secondary"
            onClick={(event) => {
              event.preventDefault();
              router.history.push(gamesPath);
            }}
          >
            <span>{t`Play ${name} games`}</span>
          </a>
        ) : null}
      </div>
    </>
  );
}
