import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { TransferDraft } from "../../../../../../machines/transfer.machine.ts";
import { mainWallet, minTransferUnits } from "../../../../../api/contract/games.ts";
import type { ApiErrorMessage } from "../../../../../api/contract/messages.ts";
import { amountProblem, maxAmount, minorPerUnit, toMinor, toUnits } from "../../../../../api/contract/money.ts";
import { useAmountMessage } from "../../../../../forms/amount-message.ts";
import { formatMoney } from "../../../../../lib/money-format.ts";
import { Button } from "../../../../../ui/button.tsx";
import { focusIntoView } from "../../../../../ui/focus-into-view.ts";
import { Money } from "../../../../../ui/money.tsx";
import { SelectField } from "../../../../../ui/select-field.tsx";
import { useAmountRefusal } from "../../-components/use-amount-refusal.ts";
import {
  type AccountChoice,
  defaultPair,
  offered,
  type PairProblem,
  pairProblem,
  type TransferMode,
} from "./transfer-accounts.ts";
import { TransferAmountField, TransferReviewForm, useTransferAmount } from "./transfer-review-form.tsx";

/** The flow's refusals of an amount: shown at the amount field until the amount is changed. */
const amountRefusals = new Set<string>([
  "Insufficient balance",
  "Amount is below the minimum",
  "Amount is above the maximum",
  "Amount must be a whole number",
] satisfies ApiErrorMessage[]);

/**
 * From, to and the amount. `/transfer` offers any account to any other, `/games/transfer` one game
 * and a direction, `/games/internal_transfer` one game to another. Every account shows its balance;
 * a pair that cannot move money (a game under maintenance, one without internal transfer) is offered
 * disabled with the reason. The form checks only what was typed (whole units); the flow judges the
 * amount against the source's balance and answers with `error`.
 */
export function TransferForm({
  mode,
  choices,
  preset,
  initial,
  error,
  busy,
  onReview,
}: {
  mode: TransferMode;
  choices: readonly AccountChoice[];
  preset: { from?: string; to?: string };
  initial: TransferDraft | null;
  /** The flow's error code (a server-message key). */
  error: string | null;
  /** The balances are being read again after a refusal. */
  busy: boolean;
  onReview: (draft: TransferDraft) => void;
}) {
  const { t } = useLingui();
  const amountMessage = useAmountMessage();
  const list = offered(mode, choices);
  const [pair, setPair] = useState(() =>
    initial ? { from: initial.from, to: initial.to } : defaultPair(mode, choices, preset),
  );
  const source = list.find((choice) => choice.id === pair.from);
  const target = list.find((choice) => choice.id === pair.to);
  const currency = source?.currency ?? "MYR";
  const amountField = useTransferAmount(initial, currency);
  const amount = amountField.value;
  const [touched, setTouched] = useState(false);
  const problem = pairProblem(source, target);
  const limits = { min: minTransferUnits * minorPerUnit[currency], max: maxAmount[currency], currency };
  const typedProblem = amountProblem(amount, limits);
  const { refusalMessage, formError, judge } = useAmountRefusal({
    error,
    refusals: amountRefusals,
    amount,
    initialAmount: initial ? String(toUnits(initial.amount, currency)) : null,
    bringIntoView: () => focusIntoView(amountField.ref.current),
  });
  const amountError = touched && typedProblem ? amountMessage(typedProblem, limits) : refusalMessage;
  const pairWords: Record<PairProblem, string> = {
    same: t`Choose two different accounts`,
    maintenance: t`This game is under maintenance. Try again later.`,
    noInternalTransfer: t`This game does not offer transfers to or from other games. Move the money through your main wallet.`,
  };
  const sourceName = source?.name ?? "";
  const provider = mode === "wallet" ? (source?.id === mainWallet ? target : source) : undefined;
  return (
    <TransferReviewForm
      className="form transfer-form"
      busy={busy}
      blocked={Boolean(typedProblem || problem)}
      disabled={problem !== null}
      formError={formError}
      onTouched={() => setTouched(true)}
      onReview={() => {
        judge(amount);
        onReview({ from: pair.from, to: pair.to, amount: toMinor(amount, currency) });
      }}
    >
      {mode === "wallet" ? (
        <GameAndDirection list={list} source={source} provider={provider} onPair={setPair} />
      ) : (
        <FromAndTo mode={mode} list={list} pair={pair} source={source} target={target} onPair={setPair} />
      )}
      {problem && problem !== "same" ? <p className="advice">{pairWords[problem]}</p> : null}
      {mode === "wallet" && provider ? (
        <dl className="info-list transfer-form__balances">
          <div>
            <dt>{t`Main wallet`}</dt>
            <dd>
              <Money value={list.find((choice) => choice.id === mainWallet)?.balance ?? 0} currency={currency} />
            </dd>
          </div>
          <div>
            <dt>{provider.name}</dt>
            <dd>
              <Money value={provider.balance} currency={currency} />
            </dd>
          </div>
        </dl>
      ) : null}
      <div className="transfer-amount">
        <TransferAmountField {...amountField} currency={currency} error={amountError} />
        {source ? (
          <p className="transfer-amount__available">
            {t`Available in ${sourceName}`}: <Money value={source.balance} currency={currency} />
          </p>
        ) : null}
      </div>
    </TransferReviewForm>
  );
}

type Pair = { from: string; to: string };

/** An account as an option: its name and balance. */
function useAccountWords() {
  const { t, i18n } = useLingui();
  return {
    label: (choice: AccountChoice) => `${choice.name} · ${formatMoney(choice.balance, choice.currency, i18n.locale)}`,
    why: ({ name, maintenance }: AccountChoice) =>
      maintenance ? t`${name} (under maintenance)` : t`${name} (no transfers between games)`,
  };
}

/** `/games/transfer`: one game and the direction, the main wallet on the other side. */
function GameAndDirection({
  list,
  source,
  provider,
  onPair,
}: {
  list: readonly AccountChoice[];
  source: AccountChoice | undefined;
  provider: AccountChoice | undefined;
  onPair: (pair: Pair) => void;
}) {
  const { t } = useLingui();
  const { label, why } = useAccountWords();
  const games = list.filter((choice) => choice.id !== mainWallet);
  const direction = source?.id !== mainWallet ? "out" : "in";
  return (
    <>
      <SelectField
        label={t`Game`}
        value={provider?.id ?? ""}
        onChange={(event) => {
          const code = event.target.value;
          onPair(direction === "in" ? { from: mainWallet, to: code } : { from: code, to: mainWallet });
        }}
      >
        {games.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.maintenance ? why(choice) : label(choice)}
          </option>
        ))}
      </SelectField>
      <fieldset className="choice-grid">
        <legend>{t`Direction`}</legend>
        <label className="choice">
          <input
            type="radio"
            name="direction"
            checked={direction === "in"}
            onChange={() => onPair({ from: mainWallet, to: provider?.id ?? "" })}
          />
          <span>{t`Wallet to game`}</span>
        </label>
        <label className="choice">
          <input
            type="radio"
            name="direction"
            checked={direction === "out"}
            onChange={() => onPair({ from: provider?.id ?? "", to: mainWallet })}
          />
          <span>{t`Game to wallet`}</span>
        </label>
      </fieldset>
    </>
  );
}

/** `/transfer` and `/games/internal_transfer`: any account to any other, with a swap between them. */
function FromAndTo({
  mode,
  list,
  pair,
  source,
  target,
  onPair,
}: {
  mode: TransferMode;
  list: readonly AccountChoice[];
  pair: Pair;
  source: AccountChoice | undefined;
  target: AccountChoice | undefined;
  onPair: (pair: Pair) => void;
}) {
  const { t } = useLingui();
  const { label, why } = useAccountWords();
  return (
    <>
      <SelectField
        label={t`From`}
        value={pair.from}
        onChange={(event) => {
          const from = event.target.value;
          const next = list.find((choice) => choice.id === from);
          // the target stays when money can still go there, else the first that can take it
          const to =
            pairProblem(next, target) === null
              ? pair.to
              : (list.find((choice) => pairProblem(next, choice) === null)?.id ?? pair.to);
          onPair({ from, to });
        }}
      >
        {list.map((choice) => (
          <option
            key={choice.id}
            value={choice.id}
            disabled={choice.maintenance || (mode === "internal" && !choice.internalTransfer)}
          >
            {choice.maintenance || (mode === "internal" && !choice.internalTransfer) ? why(choice) : label(choice)}
          </option>
        ))}
      </SelectField>
      <Button
        variant="ghost"
        className="transfer-form__swap"
        onClick={() => onPair({ from: pair.to, to: pair.from })}
        disabled={!target || pairProblem(target, source) !== null}
      >
        {t`Swap from and to`}
      </Button>
      <SelectField label={t`To`} value={pair.to} onChange={(event) => onPair({ ...pair, to: event.target.value })}>
        {list
          .filter((choice) => choice.id !== pair.from)
          .map((choice) => {
            const blocked = pairProblem(source, choice);
            return (
              <option key={choice.id} value={choice.id} disabled={blocked !== null}>
                {blocked ? why(choice) : label(choice)}
              </option>
            );
          })}
      </SelectField>
    </>
  );
}
