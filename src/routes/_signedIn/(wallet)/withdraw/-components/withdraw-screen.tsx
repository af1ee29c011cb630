import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import {
  selectBankAccountFlow,
  selectIsSubmitting,
  selectPinFlow,
  selectVerificationNeed,
  selectWithdrawStep,
} from "../../../../../../machines/withdraw.selectors.ts";
import { BankAccountForm } from "../../../../../flows/bank-account-form.tsx";
import { PinForm } from "../../../../../flows/pin-form.tsx";
import { useWithdrawFlow } from "../../../../../flows/withdraw.ts";
import { translateServerMessage } from "../../../../../i18n/server-messages.ts";
import { formatMoney } from "../../../../../lib/money-format.ts";
import { Button } from "../../../../../ui/button.tsx";
import { EmptyState } from "../../../../../ui/empty-state.tsx";
import { PageHeader } from "../../../../../ui/page-header.tsx";
import { SkeletonList } from "../../../../../ui/skeleton-list.tsx";
import { MoneyMoveResult } from "../../-components/money-move-result.tsx";
import { ConfirmWithdraw } from "./confirm-withdraw.tsx";
import { PreconditionStep } from "./precondition-step.tsx";
import { VerificationStep } from "./verification-step.tsx";
import { WithdrawForm } from "./withdraw-form.tsx";

/** /withdraw: whatever step the withdraw flow is in, its preconditions met inline. */
export function WithdrawScreen() {
  const { t, i18n } = useLingui();
  const [snapshot, send] = useWithdrawFlow();
  const { info, error, transaction, draft } = snapshot.context;
  const message = error ? translateServerMessage(i18n, error) : null;
  const bankAccountFlow = selectBankAccountFlow(snapshot);
  const pinFlow = selectPinFlow(snapshot);
  const verification = selectVerificationNeed(snapshot);
  let body: ReactNode = <SkeletonList rows={3} />;
  switch (selectWithdrawStep(snapshot)) {
    case "failed":
      body = (
        <EmptyState
          title={t`Failed to load`}
          text={message ?? undefined}
          action={<Button onClick={() => send({ type: "withdraw.recheck" })}>{t`Try again`}</Button>}
        />
      );
      break;
    case "needsBankAccount":
      body = (
        <PreconditionStep
          title={t`Add a bank account first`}
          text={t`Withdrawals go to a bank account in your registered name.`}
        >
          {bankAccountFlow ? <BankAccountForm flow={bankAccountFlow} /> : null}
        </PreconditionStep>
      );
      break;
    case "needsPin":
      body = (
        <PreconditionStep title={t`Set your PIN first`}>{pinFlow ? <PinForm flow={pinFlow} /> : null}</PreconditionStep>
      );
      break;
    case "needsVerification":
      if (verification)
        body = (
          <VerificationStep {...verification} error={error} onChangeAmount={() => send({ type: "withdraw.edit" })} />
        );
      break;
    case "editing":
      if (info)
        body = (
          <WithdrawForm
            info={info}
            error={error}
            initial={draft}
            onReview={(next) => send({ type: "withdraw.review", draft: next })}
          />
        );
      break;
    case "reviewing":
      if (info && draft)
        body = (
          <ConfirmWithdraw
            info={info}
            draft={draft}
            busy={selectIsSubmitting(snapshot)}
            error={message}
            onBack={() => send({ type: "withdraw.edit" })}
            onConfirm={(pin) => send({ type: "withdraw.confirm", pin })}
          />
        );
      break;
    case "succeeded":
      if (transaction)
        body = (
          <MoneyMoveResult
            title={t`Withdrawal requested`}
            text={t`${formatMoney(transaction.amount, transaction.currency, i18n.locale)} is on hold while we process it. If it is rejected, the money returns to your wallet.`}
            transaction={transaction}
          />
        );
      break;
  }
  return (
    <main className="screen">
      <PageHeader title={t`Withdraw`} />
      {body}
    </main>
  );
}
