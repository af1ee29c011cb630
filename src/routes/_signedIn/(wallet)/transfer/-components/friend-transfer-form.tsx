import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { TransferDraft } from "../../../../../../machines/transfer.machine.ts";
import { type FriendTransferInfo, friendTransferRefusal } from "../../../../../api/contract/friends.ts";
import { mainWallet } from "../../../../../api/contract/games.ts";
import type { ApiErrorMessage } from "../../../../../api/contract/messages.ts";
import { amountProblem, toMinor } from "../../../../../api/contract/money.ts";
import { useAmountMessage } from "../../../../../forms/amount-message.ts";
import { translateServerMessage } from "../../../../../i18n/server-messages.ts";
import { focusIntoView } from "../../../../../ui/focus-into-view.ts";
import { Money } from "../../../../../ui/money.tsx";
import { useAmountRefusal } from "../../-components/use-amount-refusal.ts";
import { TransferAmountField, TransferReviewForm, useTransferAmount } from "./transfer-review-form.tsx";

/** Refusals of an amount, the flow's or the server's: said at the amount field until the amount is changed. */
const amountRefusals = new Set<string>([
  "Insufficient balance",
  "Amount is below the minimum",
  "Amount is above the maximum",
  "Amount must be a whole number",
  "Daily transfer limit reached",
] satisfies ApiErrorMessage[]);

/**
 * The amount of a transfer to a friend, with the tenant's limits in sight: per transfer, what is left of
 * today's total, and what the main wallet holds. Whole units only; an amount over today's limit or the
 * balance is said here (the contract's `friendTransferRefusal`, which the server applies again).
 */
export function FriendTransferForm({
  friendId,
  info,
  initial,
  error,
  busy,
  onReview,
}: {
  friendId: string;
  info: FriendTransferInfo;
  initial: TransferDraft | null;
  /** The flow's error code (a server-message key). */
  error: string | null;
  busy: boolean;
  onReview: (draft: TransferDraft) => void;
}) {
  const { t, i18n } = useLingui();
  const amountMessage = useAmountMessage();
  const { currency } = info;
  const amountField = useTransferAmount(initial, currency);
  const amount = amountField.value;
  const [touched, setTouched] = useState(false);
  const limits = { min: info.min, max: info.max, currency };
  const typedProblem = amountProblem(amount, limits);
  const todayProblem = typedProblem ? null : friendTransferRefusal(toMinor(amount, currency), info);
  const { refusalMessage, formError, judge } = useAmountRefusal({
    error,
    refusals: amountRefusals,
    amount,
    initialAmount: initial ? amount : null,
    bringIntoView: () => {
      setTouched(true);
      focusIntoView(amountField.ref.current);
    },
  });
  const amountError = !touched
    ? null
    : typedProblem
      ? amountMessage(typedProblem, limits)
      : todayProblem
        ? translateServerMessage(i18n, todayProblem)
        : refusalMessage;
  return (
    <TransferReviewForm
      className="form"
      busy={busy}
      blocked={Boolean(typedProblem || todayProblem)}
      formError={formError}
      onTouched={() => setTouched(true)}
      onReview={() => {
        judge(amount);
        onReview({ from: mainWallet, to: friendId, amount: toMinor(amount, currency) });
      }}
    >
      <dl className="info-list friend-transfer__limits">
        <div>
          <dt>{t`Per transfer`}</dt>
          <dd>
            <Money value={info.min} currency={currency} /> – <Money value={info.max} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t`Left today`}</dt>
          <dd>
            <Money value={info.daily_left} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t`Daily limit`}</dt>
          <dd>
            <Money value={info.daily_max} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t`Main wallet`}</dt>
          <dd>
            <Money value={info.available} currency={currency} />
          </dd>
        </div>
      </dl>
      <TransferAmountField {...amountField} currency={currency} error={amountError} />
    </TransferReviewForm>
  );
}
