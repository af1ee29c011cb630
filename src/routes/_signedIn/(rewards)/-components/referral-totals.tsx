import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { User } from "../../../../api/contract/user.ts";
import { ChevronRightIcon } from "../../../../ui/icons.tsx";

/**
 * The player's downline in two figures: everyone who registered with their code, and how many of them are
 * active (a deposit or a game round in the last 30 days). On /invite it links on to the list (/referral).
 */
export function ReferralTotals({ user, linkToList = false }: { user: User | null; linkToList?: boolean }) {
  const { t } = useLingui();
  return (
    <section className="card referral-totals" aria-labelledby="referral-totals-title">
      <h2 id="referral-totals-title" className="card__title">
        {t`Your referrals`}
      </h2>
      <dl className="referral-totals__figures">
        <div>
          <dt>{t`Referred`}</dt>
          <dd>{user?.total_downline ?? 0}</dd>
        </div>
        <div>
          <dt>{t`Active`}</dt>
          <dd>{user?.total_active_downline ?? 0}</dd>
        </div>
      </dl>
      <p className="muted referral-totals__note">{t`Active: a deposit or a game played in the last 30 days.`}</p>
      {linkToList ? (
        <Link to="/referral" className="list-card__link referral-totals__link">
          <span className="list-card__label">{t`See who joined`}</span>
          <ChevronRightIcon className="list-card__chevron" />
        </Link>
      ) : null}
    </section>
  );
}
