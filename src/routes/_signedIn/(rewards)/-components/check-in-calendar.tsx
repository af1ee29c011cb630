import { useLingui } from "@lingui/react/macro";
import type { CheckInCalendarDay } from "../../../../api/contract/check-in.ts";
import { CheckCircleIcon, GiftIcon } from "../../../../ui/icons.tsx";
import { CheckInRewardLabel } from "./check-in-reward-label.tsx";

/** The days of the check-in cycle: each day's reward, claimed (ticked), today (marked) or upcoming. */
export function CheckInCalendar({ days }: { days: CheckInCalendarDay[] }) {
  const { t } = useLingui();
  return (
    <ol className="check-in__calendar" aria-label={t`Check-in calendar`}>
      {days.map((day) => {
        const number = day.day;
        const state = day.state === "claimed" ? t`Claimed` : day.state === "claimable" ? t`Claim today` : t`Upcoming`;
        return (
          <li
            key={day.day}
            className={`check-in__day check-in__day--${day.state}${day.is_today ? " check-in__day--today" : ""}`}
            aria-current={day.is_today ? "date" : undefined}
            data-testid={`check-in-day-${day.day}`}
          >
            <span className="check-in__day-number">{t`Day ${number}`}</span>
            <span className="check-in__day-icon" aria-hidden="true">
              {day.state === "claimed" ? <CheckCircleIcon /> : <GiftIcon />}
            </span>
            <span className="check-in__day-reward">
              <CheckInRewardLabel reward={day.reward} />
            </span>
            <span className="visually-hidden">{state}</span>
          </li>
        );
      })}
    </ol>
  );
}
