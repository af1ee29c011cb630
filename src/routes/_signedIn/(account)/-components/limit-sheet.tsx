import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { selectIsSavingLimit, selectLimitChange, selectLimitsStep } from "../../../../../machines/limits.selectors.ts";
import { type Currency, toUnits } from "../../../../api/contract/money.ts";
import { limitTraits, type PlayLimit } from "../../../../api/contract/responsible.ts";
import { useLimitsFlow } from "../../../../flows/limits.ts";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";
import { Button } from "../../../../ui/button.tsx";
import { FormError } from "../../../../ui/form-error.tsx";
import { Sheet } from "../../../../ui/sheet.tsx";
import { LimitChangeText } from "./limit-change-text.tsx";
import { LimitForm } from "./limit-form.tsx";
import { LimitOutcomeText } from "./limit-outcome-text.tsx";
import { useLimitName } from "./use-limit-name.ts";

/** The text the form starts with: the value reviewed before, else the limit in force, in whole units or minutes. */
function startText(limit: PlayLimit, value: number | null | undefined, currency: Currency): string {
  const shown = value === undefined ? limit.value : value;
  if (shown === null) return "";
  return String(limitTraits[limit.key].kind === "session" ? shown : toUnits(shown, currency));
}

/**
 * The sheet of one limit, running the limits statechart (machines/limits.machine.ts): the new value (whole RM, or
 * minutes for the play time) or "Remove limit", the review that says whether it applies now or in 24 hours, the
 * confirmation, and the outcome.
 */
export function LimitSheet({
  limit,
  currency,
  onClose,
}: {
  limit: PlayLimit;
  currency: Currency;
  onClose: () => void;
}) {
  const name = useLimitName()(limit.key);
  const [snapshot, send] = useLimitsFlow({ limit, currency });
  const step = selectLimitsStep(snapshot);
  const { t, i18n } = useLingui();
  const { context } = snapshot;
  let body: ReactNode;
  switch (step) {
    case "editing":
      body = (
        <LimitForm
          limit={context.limit}
          currency={currency}
          initial={startText(context.limit, context.draft?.value, currency)}
          problem={context.problem}
          onReview={(value) => send({ type: "limits.review", value })}
        />
      );
      break;
    case "confirming":
      body = (
        <>
          <p className="sheet__text" role="status">
            <LimitChangeText
              limit={context.limit}
              value={context.draft?.value ?? null}
              currency={currency}
              change={selectLimitChange(snapshot)}
            />
          </p>
          <div className="sheet__actions">
            <Button busy={selectIsSavingLimit(snapshot)} onClick={() => send({ type: "limits.confirm" })}>
              {t`Confirm`}
            </Button>
            <Button
              variant="secondary"
              disabled={!snapshot.can({ type: "limits.edit" })}
              onClick={() => send({ type: "limits.edit" })}
            >
              {t`Change`}
            </Button>
          </div>
        </>
      );
      break;
    case "saved":
    case "pendingIncrease":
      body = (
        <>
          <p className="sheet__text" role="status">
            <LimitOutcomeText limit={context.limit} currency={currency} unchanged={context.outcome === "unchanged"} />
          </p>
          <div className="sheet__actions">
            <Button onClick={onClose}>{t`Done`}</Button>
          </div>
        </>
      );
      break;
    case "refused":
      body = (
        <>
          <FormError message={context.error ? translateServerMessage(i18n, context.error) : null} />
          <div className="sheet__actions">
            <Button onClick={() => send({ type: "limits.retry" })}>{t`Try again`}</Button>
            <Button variant="secondary" onClick={() => send({ type: "limits.edit" })}>
              {t`Change`}
            </Button>
          </div>
        </>
      );
      break;
  }
  return (
    <Sheet title={name} onClose={onClose} className="limit-sheet">
      {body}
    </Sheet>
  );
}
