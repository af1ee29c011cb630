import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { Rebate } from "../../../../api/contract/rebates.ts";
import { ratePercent } from "../../../../api/contract/rebates.ts";
import { Button } from "../../../../ui/button.tsx";
import { useCategoryName } from "../../../../ui/game-category.ts";
import { Money } from "../../../../ui/money.tsx";
import { StatusBadge } from "../../../../ui/status-badge.tsx";

/**
 * One day's rebate from one source and game category: the day, where the turnover came from and its category, the
 * turnover and rate, the amount,
 * and either "Claim" (pending) or its claimed mark.
 */
export function RebateRow({
  rebate,
  claiming,
  onClaim,
}: {
  rebate: Rebate;
  /** A claim is under way (this one or all): the button waits. */
  claiming: boolean;
  onClaim: (id: string) => void;
}) {
  const { t } = useLingui();
  const categoryName = useCategoryName();
  const source = rebate.source === "own" ? t`Your games` : t`Your referrals' games`;
  const rate = ratePercent(rebate.rate_bp);
  const titleId = useId();
  const dayId = useId();
  return (
    <li className="list-item rebate-row">
      <div className="list-item__main">
        <p className="list-item__title" id={titleId}>
          {source}
          {rebate.category ? <span className="rebate-row__category"> · {categoryName(rebate.category)}</span> : null}
        </p>
        <p className="list-item__meta">
          <span id={dayId}>{rebate.day}</span>
          <span>
            {t`Turnover`} <Money value={rebate.turnover} currency={rebate.currency} />
            {"\u00a0×\u00a0"}
            {rate}%
          </span>
        </p>
      </div>
      <div className="list-item__end">
        <Money value={rebate.amount} currency={rebate.currency} className="rebate-row__amount" />
        {rebate.status === "pending" ? (
          <Button
            variant="secondary"
            className="rebate-row__claim"
            busy={claiming}
            aria-describedby={`${titleId} ${dayId}`}
            onClick={() => onClaim(rebate._id)}
          >
            {t`Claim`}
          </Button>
        ) : (
          <StatusBadge status="claimed" />
        )}
      </div>
    </li>
  );
}
