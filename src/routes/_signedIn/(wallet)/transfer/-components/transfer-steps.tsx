import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { SnapshotFrom } from "xstate";
import type { TransferEvent, transferMachine } from "../../../../../../machines/transfer.machine.ts";
import {
  selectIsSubmitting,
  selectPinFlow,
  selectTransferStep,
} from "../../../../../../machines/transfer.selectors.ts";
import type { Currency } from "../../../../../api/contract/money.ts";
import type { Transaction } from "../../../../../api/contract/wallet.ts";
import { PinForm } from "../../../../../flows/pin-form.tsx";
import { translateServerMessage } from "../../../../../i18n/server-messages.ts";
import { Button } from "../../../../../ui/button.tsx";
import { EmptyState } from "../../../../../ui/empty-state.tsx";
import { SkeletonList } from "../../../../../ui/skeleton-list.tsx";
import { MoneyMoveResult } from "../../-components/money-move-result.tsx";
import { ConfirmTransfer } from "./confirm-transfer.tsx";

/**
 * Whatever step a transfer flow is in (the transfer statechart, wired for game accounts or for a friend): the
 * load and its failure, the PIN set right here when there is none, the screen's own form, the PIN review, an
 * answer that did not say whether the money moved, and the result. `lineOf` shows an account in the review;
 * `resultText` says what moved, on the result.
 */
export function TransferSteps({
  snapshot,
  send,
  form,
  lineOf,
  currency,
  resultText,
}: {
  snapshot: SnapshotFrom<typeof transferMachine>;
  send: (event: TransferEvent) => void;
  form: ReactNode;
  lineOf: (account: string) => ReactNode;
  currency: Currency;
  resultText: (transaction: Transaction) => string;
}) {
  const { t, i18n } = useLingui();
  const { draft, error, transaction } = snapshot.context;
  const message = error ? translateServerMessage(i18n, error) : null;
  const pinFlow = selectPinFlow(snapshot);
  switch (selectTransferStep(snapshot)) {
    case "loadFailed":
      return (
        <EmptyState
          title={t`Failed to load`}
          text={message ?? undefined}
          action={<Button onClick={() => send({ type: "transfer.recheck" })}>{t`Try again`}</Button>}
        />
      );
    case "needsPin":
      return (
        <div className="screen">
          <div className="card">
            <h2 className="card__title">{t`Set your PIN first`}</h2>
            <p className="muted">{t`Your PIN confirms every transfer.`}</p>
          </div>
          {pinFlow ? <PinForm flow={pinFlow} /> : null}
        </div>
      );
    case "editing":
      return form;
    case "reviewing":
      if (!draft) break;
      return (
        <ConfirmTransfer
          draft={draft}
          from={lineOf(draft.from)}
          to={lineOf(draft.to)}
          currency={currency}
          busy={selectIsSubmitting(snapshot)}
          error={message}
          onBack={() => send({ type: "transfer.edit" })}
          onConfirm={(pin) => send({ type: "transfer.confirm", pin })}
        />
      );
    case "failed":
      return (
        <section className="card stack transfer-failed" aria-labelledby="transfer-failed-title">
          <h2 className="card__title" id="transfer-failed-title">
            {t`We could not confirm the transfer`}
          </h2>
          <p role="alert">{message}</p>
          <p className="muted">{t`Try again: it is sent once only, so the money never moves twice.`}</p>
          <div className="actions">
            <Button onClick={() => send({ type: "transfer.retry" })}>{t`Try again`}</Button>
            <Button variant="secondary" onClick={() => send({ type: "transfer.edit" })}>
              {t`Change details`}
            </Button>
          </div>
        </section>
      );
    case "succeeded":
      if (!transaction) break;
      return <MoneyMoveResult title={t`Transfer complete`} text={resultText(transaction)} transaction={transaction} />;
  }
  return <SkeletonList rows={3} />;
}
