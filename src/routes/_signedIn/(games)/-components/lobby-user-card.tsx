import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { GameAccount } from "../../../../api/contract/games.ts";
import type { User } from "../../../../api/contract/user.ts";
import { useRestore } from "../../../../flows/restore.ts";
import { formatMoney } from "../../../../lib/money-format.ts";
import { formatCount } from "../../../../lib/numbers.ts";
import { useTheme } from "../../../../theme/theme-context.ts";
import { RefreshIcon } from "../../../../ui/icons.tsx";
import { notify } from "../../../../ui/notifications.tsx";
import { SafeImage } from "../../../../ui/safe-image.tsx";
import { VipBadge } from "../../../../ui/vip-badge.tsx";

/** What sits in the player's game accounts, in all; undefined while they load. */
export function inGames(accounts: readonly GameAccount[] | undefined): number | undefined {
  return accounts?.reduce((sum, account) => sum + account.balance, 0);
}

/**
 * The player's card on the lobby, compact so that the games show on a phone's first screen: who they are and their
 * tier, the main wallet's balance (and, on the second page, chips, points and shares), what sits in game accounts,
 * and the tenant's restore button that brings it all back to the wallet. Every part has a fixed box (the avatar,
 * the tenant's arrow and restore icons, the amounts' lines), so nothing moves as images or amounts arrive.
 */
export function UserCard({
  user,
  accounts,
  refreshing,
  onRefresh,
}: {
  user: User;
  accounts: readonly GameAccount[] | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const [page, setPage] = useState<0 | 1>(0);
  const restore = useRestore({ announce: true });
  const currency = user.currency === "USDT" ? "USDT" : "MYR";
  const held = inGames(accounts);
  const bringBack = () => {
    // nothing known to be in any game: no money move to ask for
    if (held === 0) {
      notify("info", t`Nothing to bring back`);
      return;
    }
    restore.mutate(undefined);
  };
  return (
    <section className="user-card" aria-label={t`Your account`}>
      <div className="user-card__top">
        <SafeImage className="avatar user-card__avatar" src={user.avatar ?? undefined} alt="" width={40} height={40} />
        <div className="user-card__who">
          <p className="user-card__name">{user.nickname ?? user.username}</p>
          <p className="user-card__meta">
            <span className="user-card__uid">
              {t`UID`} {user.uuid}
            </span>
            <Link to="/vip" className="user-card__vip">
              <VipBadge tier={user.vip_tier ?? "Normal"} />
            </Link>
          </p>
        </div>
        <button
          type="button"
          className={`user-card__refresh${refreshing ? " user-card__refresh--spinning" : ""}`}
          onClick={onRefresh}
          aria-label={t`Refresh balance`}
        >
          <RefreshIcon />
        </button>
      </div>
      <div className="user-card__pager">
        <button
          type="button"
          className="user-card__arrow"
          aria-label={t`Previous`}
          disabled={page === 0}
          onClick={() => setPage(0)}
        >
          <SafeImage src={theme.user_card_arrow_left} alt="" width={20} height={20} />
        </button>
        {page === 0 ? (
          <div className="user-card__balance">
            <p className="user-card__label">
              {t`Wallet balance`} · {currency}
            </p>
            <p className="user-card__amount" aria-live="polite">
              {formatMoney(user.wallet ?? 0, currency, i18n.locale)}
            </p>
          </div>
        ) : (
          <dl className="user-card__stats">
            <div>
              <dt>{t`Chips`}</dt>
              <dd>{formatCount(user.chip ?? 0, i18n.locale)}</dd>
            </div>
            <div>
              <dt>{t`Points`}</dt>
              <dd>{formatCount(user.point ?? 0, i18n.locale)}</dd>
            </div>
            <div>
              <dt>{t`Shares`}</dt>
              <dd>{formatCount(user.share ?? 0, i18n.locale)}</dd>
            </div>
          </dl>
        )}
        <button
          type="button"
          className="user-card__arrow"
          aria-label={t`Next`}
          disabled={page === 1}
          onClick={() => setPage(1)}
        >
          <SafeImage src={theme.user_card_arrow_right} alt="" width={20} height={20} />
        </button>
      </div>
      <div className="user-card__games">
        <p className="user-card__held">
          <span className="user-card__label">{t`In games`}</span>{" "}
          <span className="user-card__held-amount money" aria-live="polite">
            {held === undefined ? "…" : formatMoney(held, currency, i18n.locale)}
          </span>
        </p>
        <button
          type="button"
          className={`user-card__restore${restore.isPending ? " user-card__restore--spinning" : ""}`}
          onClick={bringBack}
          disabled={restore.isPending}
          aria-busy={restore.isPending || undefined}
        >
          <SafeImage src={theme.restore_icon} alt="" width={20} height={20} />
          <span>{t`Bring back to wallet`}</span>
        </button>
      </div>
    </section>
  );
}
