import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { selectUser } from "../../../machines/session.selectors.ts";
import { formatMoney } from "../../api/contract/money.ts";
import type { User } from "../../api/contract/user.ts";
import { userQuery } from "../../api/user.ts";
import { SessionContext } from "../../flows/session.tsx";
import { formatCount } from "../../lib/numbers.ts";
import { useTheme } from "../../theme/theme-context.ts";
import { CrownIcon } from "../../ui/icons.tsx";
import { useNavigation } from "../../ui/navigation.tsx";
import { SafeImage } from "../../ui/safe-image.tsx";
import { SkeletonList } from "../../ui/skeleton-list.tsx";

export const Route = createFileRoute("/_signedIn/home")({
  // The fresh user starts loading with the navigation (or the preload), but the screen does not wait for it:
  // the session's user is there to show at once, and a failed refresh (alerted by the query cache) keeps it.
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(userQuery()).catch(() => {});
  },
  pendingComponent: HomePending,
  component: HomeScreen,
});

/** While the screen's code loads. */
function HomePending() {
  const { t } = useLingui();
  return (
    <main className="home">
      <h1 className="visually-hidden">{t`Home`}</h1>
      <SkeletonList rows={3} />
    </main>
  );
}

function HomeScreen() {
  const { t, i18n } = useLingui();
  const session = SessionContext.useActorRef();
  const stored = SessionContext.useSelector(selectUser);
  const fresh = useQuery(userQuery());
  // the fresh user replaces the stored fields (balances move on the server)
  useEffect(() => {
    if (fresh.data) session.send({ type: "session.userUpdated", user: fresh.data });
  }, [fresh.data, session]);
  const actions = useNavigation("tile");
  const user = fresh.data ?? stored;
  if (!user) return null;
  return (
    <main className="home">
      <h1 className="visually-hidden">{t`Home`}</h1>
      <UserCard user={user} refreshing={fresh.isFetching} onRefresh={() => void fresh.refetch()} />
      <section aria-labelledby="quick-actions" className="quick-actions">
        <h2 id="quick-actions" className="section-title">
          {t`Quick actions`}
        </h2>
        <ul className="quick-actions__grid">
          {actions.map((action) => (
            <li key={action.to}>
              {/* only entries whose screen is in the route tree are here (useNavigation checks it) */}
              <Link to={action.to as "/"} className="quick-actions__item">
                <span className="quick-actions__icon">
                  <action.icon />
                </span>
                <span className="quick-actions__label">{i18n._(action.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

function UserCard({ user, refreshing, onRefresh }: { user: User; refreshing: boolean; onRefresh: () => void }) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const [page, setPage] = useState<0 | 1>(0);
  const currency = user.currency === "USDT" ? "USDT" : "MYR";
  const tier = user.vip_tier ?? "Normal";
  const tierNames: Record<string, string> = {
    Normal: t`Normal`,
    Silver: t`Silver`,
    Gold: t`Gold`,
    Platinum: t`Platinum`,
    Diamond: t`Diamond`,
  };
  return (
    <section className="user-card" aria-label={t`Your account`}>
      <div className="user-card__top">
        <SafeImage className="avatar" src={user.avatar ?? undefined} alt="" width={48} height={48} />
        <div className="user-card__who">
          <p className="user-card__name">{user.nickname ?? user.username}</p>
          <p className="user-card__meta">
            <span className="user-card__uid">
              {t`UID`} {user.uuid}
            </span>
            <span className={`vip-badge vip-badge--${tier.toLowerCase()}`}>
              <CrownIcon />
              <span>
                {t`VIP`} {tierNames[tier]}
              </span>
            </span>
          </p>
        </div>
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
      <button
        type="button"
        className={`user-card__refresh${refreshing ? " user-card__refresh--spinning" : ""}`}
        onClick={onRefresh}
        aria-label={t`Refresh balance`}
      >
        <SafeImage src={theme.restore_icon} alt="" width={20} height={20} />
      </button>
    </section>
  );
}
