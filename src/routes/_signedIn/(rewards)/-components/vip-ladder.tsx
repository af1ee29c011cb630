import { useLingui } from "@lingui/react/macro";
import { gameCategories } from "../../../../api/contract/games.ts";
import { ratePercent } from "../../../../api/contract/rebates.ts";
import type { VipInfo } from "../../../../api/contract/vip.ts";
import { useCategoryName } from "../../../../ui/game-category.ts";
import { Money } from "../../../../ui/money.tsx";
import { VipBadge } from "../../../../ui/vip-badge.tsx";

/** Every tier, lowest first: its threshold and its own-turnover rebate rate per game category; the player's marked. */
export function VipLadder({ vip }: { vip: VipInfo }) {
  const { t } = useLingui();
  const categoryName = useCategoryName();
  return (
    <section className="vip-ladder" aria-labelledby="vip-ladder-title">
      <h2 id="vip-ladder-title" className="section-title">
        {t`Tiers and rebate rates`}
      </h2>
      <ol className="vip-ladder__list">
        {vip.levels.map((level) => {
          const mine = level.tier === vip.tier;
          return (
            <li
              key={level.tier}
              className={mine ? "card vip-ladder__tier vip-ladder__tier--current" : "card vip-ladder__tier"}
              aria-current={mine ? "true" : undefined}
            >
              <div className="vip-ladder__head">
                <VipBadge tier={level.tier} />
                {mine ? <span className="vip-ladder__mine">{t`Your tier`}</span> : null}
              </div>
              <p className="vip-ladder__threshold">
                {level.threshold === 0 ? (
                  t`Every player starts here`
                ) : (
                  <>
                    {t`Total deposits from`} <Money value={level.threshold} currency={vip.currency} />
                  </>
                )}
              </p>
              <dl className="vip-ladder__rates" aria-label={t`Rebate rates`}>
                {gameCategories.map((category) => (
                  <div key={category}>
                    <dt>{categoryName(category)}</dt>
                    <dd>{ratePercent(level.rates[category])}%</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
