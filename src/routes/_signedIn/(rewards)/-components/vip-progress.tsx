import { useLingui } from "@lingui/react/macro";
import type { VipInfo } from "../../../../api/contract/vip.ts";
import { formatDateTime } from "../../../../lib/dates.ts";
import { formatMoney } from "../../../../lib/money-format.ts";
import { ClockIcon } from "../../../../ui/icons.tsx";
import { Money } from "../../../../ui/money.tsx";
import { ProgressBar } from "../../../../ui/progress-bar.tsx";
import { VipBadge } from "../../../../ui/vip-badge.tsx";
import { useVipTierName } from "../../../../ui/vip-tier.ts";

/** The platform's zone: upgrades run at 02:00 in it. */
const PLATFORM_ZONE = "UTC+8";

/**
 * The player's tier and the way to the next one: the badge, the cumulative deposits, a progress bar from the
 * current tier's threshold to the next tier's (role progressbar, with the amounts as its text), and what is still
 * needed, or, once reached, when the upgrade happens.
 */
export function VipProgress({ vip }: { vip: VipInfo }) {
  const { t, i18n } = useLingui();
  const tierName = useVipTierName();
  const current = vip.levels.find((l) => l.tier === vip.tier)?.threshold ?? 0;
  const next = vip.levels.find((l) => l.tier === vip.next_tier);
  const money = (value: number) => formatMoney(value, vip.currency, i18n.locale);
  const deposited = money(vip.deposited);
  return (
    <section className="card vip-progress" aria-labelledby="vip-tier-title">
      <div className="vip-progress__head">
        <h2 id="vip-tier-title" className="vip-progress__label">
          {t`Your tier`}
        </h2>
        <VipBadge tier={vip.tier} />
      </div>
      <dl className="info-list vip-progress__figures">
        <div>
          <dt>{t`Total deposits`}</dt>
          <dd>
            <Money value={vip.deposited} currency={vip.currency} />
          </dd>
        </div>
      </dl>
      {next ? (
        <ProgressBar
          label={t`Progress to ${tierName(next.tier)}`}
          min={current}
          max={next.threshold}
          now={Math.min(Math.max(vip.deposited, current), next.threshold)}
          text={t`${deposited} of ${money(next.threshold)}`}
        />
      ) : null}
      {vip.upgrade_at ? (
        <p className="vip-progress__note" data-testid="vip-upgrade-due">
          <ClockIcon />
          <span>
            {t`You have reached ${tierName(vip.reached)}: your upgrade comes on ${formatDateTime(vip.upgrade_at, PLATFORM_ZONE)} (GMT+8).`}
          </span>
        </p>
      ) : next ? (
        <p className="vip-progress__note" data-testid="vip-needed">
          {t`Deposit ${money(vip.needed)} more to reach ${tierName(next.tier)}.`}
        </p>
      ) : (
        <p className="vip-progress__note">{t`You are at the highest tier.`}</p>
      )}
    </section>
  );
}
