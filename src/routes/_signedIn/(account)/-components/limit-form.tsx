import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import type { LimitProblem } from "../../../../../machines/limits.machine.ts";
import { type Currency, maxAmount, minorPerUnit } from "../../../../api/contract/money.ts";
import { limitTraits, type PlayLimit, sessionMinutesMax } from "../../../../api/contract/responsible.ts";
import { formatMoney } from "../../../../lib/money-format.ts";
import { formatMinutes } from "../../../../lib/numbers.ts";
import { Button } from "../../../../ui/button.tsx";
import { TextField } from "../../../../ui/text-field.tsx";
import { LimitAmount } from "./limit-amount.tsx";

/**
 * What the player typed as a value: money in whole units of the wallet currency (a fraction is kept, so the rules
 * refuse it as not whole), the session limit in minutes; null when it is not a number at all.
 */
function typedValue(text: string, limit: PlayLimit, currency: Currency): number | null {
  const typed = text.trim().replace(",", ".");
  if (!/^\d{1,14}(\.\d+)?$/.test(typed)) return null;
  const number = Number(typed);
  return limitTraits[limit.key].kind === "session" ? number : number * minorPerUnit[currency];
}

export /** The form: the new value with the limit in force as its hint, "Review", and "Remove limit" while there is one. */
function LimitForm({
  limit,
  currency,
  initial,
  problem,
  onReview,
}: {
  limit: PlayLimit;
  currency: Currency;
  initial: string;
  problem: LimitProblem | null;
  onReview: (value: number | null) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(initial);
  // what was sent for review: the flow's refusal is about that text, and goes once the player types another
  const [reviewed, setReviewed] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const problemMessage = useProblemMessage(limit, currency);
  const session = limitTraits[limit.key].kind === "session";
  const message = unreadable
    ? session
      ? t`Enter the minutes`
      : t`Enter an amount`
    : problem && reviewed === text
      ? problemMessage(problem)
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typedValue(text, limit, currency);
    setUnreadable(value === null);
    setReviewed(text);
    if (value !== null) onReview(value);
  };
  return (
    <form className="form limit-form" noValidate onSubmit={submit}>
      <TextField
        id={id}
        label={session ? t`New limit (minutes a day)` : t`New limit (${currency})`}
        inputMode={session ? "numeric" : "decimal"}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setUnreadable(false);
        }}
        error={message}
        hint={limit.value === null ? t`You have no limit now.` : undefined}
      />
      {limit.value !== null ? (
        <p className="muted limit-form__now">
          <Trans>
            In force now: <LimitAmount limitKey={limit.key} value={limit.value} currency={currency} />
          </Trans>
        </p>
      ) : null}
      <p className="muted limit-form__rule">
        {t`A new or lower limit applies at once. A higher limit or a removal waits 24 hours.`}
      </p>
      <div className="sheet__actions">
        <Button type="submit">{t`Review`}</Button>
        {limit.value !== null ? (
          <Button
            variant="secondary"
            onClick={() => {
              setUnreadable(false);
              setReviewed(text);
              onReview(null);
            }}
          >
            {t`Remove limit`}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Why the rules refuse a value, in the player's words. */
function useProblemMessage(limit: PlayLimit, currency: Currency): (problem: LimitProblem) => string {
  const { t, i18n } = useLingui();
  const session = limitTraits[limit.key].kind === "session";
  return (problem) => {
    switch (problem) {
      case "integer":
        return session ? t`Enter whole minutes` : t`Enter a whole amount, without cents`;
      case "range": {
        if (session) {
          const max = formatMinutes(sessionMinutesMax, i18n.locale);
          return t`Enter from 1 minute to ${max}`;
        }
        const min = formatMoney(minorPerUnit[currency], currency, i18n.locale);
        const max = formatMoney(maxAmount[currency], currency, i18n.locale);
        return t`Enter an amount from ${min} to ${max}`;
      }
      case "same":
        return t`This is your limit already`;
    }
  };
}
