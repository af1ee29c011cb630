import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import {
  type RestrictionKind,
  type RestrictionLength,
  restrictionLengths,
  restrictionTraits,
} from "../../../../api/contract/responsible.ts";
import { Button } from "../../../../ui/button.tsx";
import { RestrictionSheet } from "./restriction-sheet.tsx";
import { useRestrictionLength } from "./use-restriction-length.ts";

/**
 * A time-out (24 hours, 7 days, 30 days) or self-exclusion (6 months, 1 year, 5 years): the length as a radio
 * group, then a two-step confirmation in a sheet.
 */
export function RestrictionChoice({ kind }: { kind: RestrictionKind }) {
  const { t } = useLingui();
  const id = useId();
  const lengths = restrictionLengths.filter((length) => restrictionTraits[length].kind === kind);
  const [length, setLength] = useState<RestrictionLength>(lengths[0] ?? "24h");
  const [confirming, setConfirming] = useState(false);
  const lengthName = useRestrictionLength();
  const timeOut = kind === "time_out";
  return (
    <section className="card responsible__section" aria-labelledby={`${id}-title`}>
      <h2 className="card__title" id={`${id}-title`}>
        {timeOut ? t`Take a break` : t`Self-exclusion`}
      </h2>
      <p className="muted responsible__text">
        {timeOut
          ? t`A time-out stops deposits and play for a while. It cannot be shortened.`
          : t`Self-exclusion stops deposits and play for months or years, if you feel you cannot control your play. It cannot be shortened or lifted.`}
      </p>
      <fieldset className="option-list">
        <legend className="option-list__legend">{t`How long`}</legend>
        {lengths.map((item) => (
          <label key={item} className="option">
            <input
              type="radio"
              name={`${id}-length`}
              value={item}
              checked={length === item}
              onChange={() => setLength(item)}
            />
            <span>{lengthName(item)}</span>
          </label>
        ))}
      </fieldset>
      <Button variant="secondary" className="button--block" onClick={() => setConfirming(true)}>
        {timeOut ? t`Take a time-out` : t`Exclude myself`}
      </Button>
      {confirming ? <RestrictionSheet length={length} onClose={() => setConfirming(false)} /> : null}
    </section>
  );
}
