import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import {
  selectIsRefreshing,
  selectIsSubmitting,
  selectPinFlow,
  selectTransferStep,
} from "../../../../../machines/transfer.selectors.ts";
import { formatMoney } from "../../../../api/contract/money.ts";
import { PinForm } from "../../../../flows/pin-form.tsx";
import { useTransferFlow } from "../../../../flows/transfer.ts";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";
import { Button } from "../../../../ui/button.tsx";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { SkeletonList } from "../../../../ui/skeleton-list.tsx";
import { useAccountNames } from "../../-components/account-name.ts";
import { MoneyMoveResult } from "../../-components/money-move-result.tsx";
import { ConfirmTransfer } from "./confirm-transfer.tsx";
import { accountChoices, type TransferMode } from "./transfer-accounts.ts";
import { TransferForm } from "./transfer-form.tsx";

/**
 * A transfer screen (/transfer, /games/transfer, /games/internal_transfer): whatever step the transfer
 * flow is in, its PIN precondition met right here. `mode` says which accounts it offers; `preset` the
 * pair it starts with (from the screen's search params).
 */
export function TransferScreen({
  title,
  mode,
  preset,
  intro,
}: {
  title: string;
  mode: TransferMode;
  preset: { from?: string; to?: string };
  intro?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const [snapshot, send] = useTransferFlow();
  const { accounts, draft, error, transaction } = snapshot.context;
  const { nameOf, providerOf } = useAccountNames();
  const choices = accountChoices(accounts, nameOf, providerOf);
  const choiceOf = (id: string | null | undefined) => choices.find((choice) => choice.id === id);
  const message = error ? translateServerMessage(i18n, error) : null;
  const pinFlow = selectPinFlow(snapshot);
  let body: ReactNode = <SkeletonList rows={3} />;
  switch (selectTransferStep(snapshot)) {
    case "loadFailed":
      body = (
        <EmptyState
          title={t`Failed to load`}
          text={message ?? undefined}
          action={<Button onClick={() => send({ type: "transfer.recheck" })}>{t`Try again`}</Button>}
        />
      );
      break;
    case "needsPin":
      body = (
        <div className="screen">
          <div className="card">
            <h2 className="card__title">{t`Set your PIN first`}</h2>
            <p className="muted">{t`Your PIN confirms every transfer.`}</p>
          </div>
          {pinFlow ? <PinForm flow={pinFlow} /> : null}
        </div>
      );
      break;
    case "editing":
      body = (
        <>
          {intro}
          <TransferForm
            mode={mode}
            choices={choices}
            preset={preset}
            initial={draft}
            error={error}
            busy={selectIsRefreshing(snapshot)}
            onReview={(next) => send({ type: "transfer.review", draft: next })}
          />
        </>
      );
      break;
    case "reviewing":
      if (draft)
        body = (
          <ConfirmTransfer
            draft={draft}
            from={choiceOf(draft.from)}
            to={choiceOf(draft.to)}
            busy={selectIsSubmitting(snapshot)}
            error={message}
            onBack={() => send({ type: "transfer.edit" })}
            onConfirm={(pin) => send({ type: "transfer.confirm", pin })}
          />
        );
      break;
    case "failed":
      body = (
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
      break;
    case "succeeded":
      if (transaction) {
        const amount = formatMoney(transaction.amount, transaction.currency, i18n.locale);
        const from = nameOf(transaction.from_account);
        const to = nameOf(transaction.to_account);
        body = (
          <MoneyMoveResult
            title={t`Transfer complete`}
            text={t`${amount} moved from ${from} to ${to}.`}
            transaction={transaction}
          />
        );
      }
      break;
  }
  return (
    <main className="screen">
      <PageHeader title={title} />
      {body}
    </main>
  );
}
