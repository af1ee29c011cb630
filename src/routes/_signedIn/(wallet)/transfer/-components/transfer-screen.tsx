import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { selectIsRefreshing } from "../../../../../../machines/transfer.selectors.ts";
import { useTransferFlow } from "../../../../../flows/transfer.ts";
import { formatMoney } from "../../../../../lib/money-format.ts";
import { PageHeader } from "../../../../../ui/page-header.tsx";
import { useAccountNames } from "../../-components/account-name.ts";
import { AccountLine } from "./account-line.tsx";
import { accountChoices, type TransferMode } from "./transfer-accounts.ts";
import { TransferForm } from "./transfer-form.tsx";
import { TransferSteps } from "./transfer-steps.tsx";

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
  const { accounts, draft, error } = snapshot.context;
  const { nameOf, providerOf } = useAccountNames();
  const choices = accountChoices(accounts, nameOf, providerOf);
  const choiceOf = (id: string | null | undefined) => choices.find((choice) => choice.id === id);
  return (
    <main className="screen">
      <PageHeader title={title} />
      <TransferSteps
        snapshot={snapshot}
        send={send}
        form={
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
        }
        lineOf={(id) => <AccountLine id={id} choice={choiceOf(id)} />}
        currency={choiceOf(draft?.from)?.currency ?? "MYR"}
        resultText={(transaction) => {
          const amount = formatMoney(transaction.amount, transaction.currency, i18n.locale);
          const from = nameOf(transaction.from_account);
          const to = nameOf(transaction.to_account);
          return t`${amount} moved from ${from} to ${to}.`;
        }}
      />
    </main>
  );
}
