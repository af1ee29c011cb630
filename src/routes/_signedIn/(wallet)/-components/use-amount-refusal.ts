import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";

/**
 * The amount field of a money form (transfer, friend transfer, withdraw) and the flow's answer to it. The flow judges
 * the amount the form sent and may refuse it (`error`, a server-message key): a refusal in `refusals` is said at the
 * amount field while the amount is the one judged, and `bringIntoView` runs when it comes (it comes after the press
 * of the action bar, which may cover the field); any other error is the form's (`formError`).
 */
export function useAmountRefusal({
  error,
  refusals,
  amount,
  initialAmount,
  bringIntoView,
}: {
  /** The flow's error code (a server-message key). */
  error: string | null;
  /** The flow's refusals that are about the amount. */
  refusals: ReadonlySet<string>;
  /** The amount as typed. */
  amount: string;
  /** The amount of the draft the form starts from (the flow judged it), else null. */
  initialAmount: string | null;
  bringIntoView: () => void;
}) {
  const { i18n } = useLingui();
  // the amount the flow last judged: the draft the form starts from, else the last one sent
  const [judgedAmount, setJudgedAmount] = useState<string | null>(initialAmount);
  const refusal = error && refusals.has(error) ? error : null;
  const bring = useRef(bringIntoView);
  bring.current = bringIntoView;
  useEffect(() => {
    if (refusal) bring.current();
  }, [refusal]);
  return {
    /** The refusal of the amount, translated, while the amount is the one judged. */
    refusalMessage: refusal && amount === judgedAmount ? translateServerMessage(i18n, refusal) : null,
    /** Any other error of the flow, translated: the form's own. */
    formError: error && !refusal ? translateServerMessage(i18n, error) : null,
    /** The form sends this amount to be judged. */
    judge: setJudgedAmount,
  };
}
