import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  amountProblem,
  type Currency,
  chargeOf,
  formatMoney,
  toMinor,
  toUnits,
  tronAddressPattern,
} from "../../api/contract/money.ts";
import type { WithdrawInfo } from "../../api/contract/wallet.ts";
import { bankAccountsQuery, walletQuery } from "../../api/wallet.ts";
import { useWithdrawFlow } from "../../flows/withdraw.ts";
import { useAmountMessage } from "../../forms/amount-message.ts";
import { translateServerMessage } from "../../i18n/server-messages.ts";
import { Button } from "../../ui/button.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { FormError } from "../../ui/form-error.tsx";
import { Money } from "../../ui/money.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { PasswordField } from "../../ui/password-field.tsx";
import { SkeletonList } from "../../ui/skeleton-list.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { MoneyMoveResult } from "./-components/money-move-result.tsx";

export const Route = createFileRoute("/_signedIn/withdraw")({
  component: WithdrawScreen,
});

type WithdrawForm = { currency: Currency; amount: string; bank_account_id: string; wallet_address: string };

function WithdrawScreen() {
  const { t, i18n } = useLingui();
  const [snapshot, send] = useWithdrawFlow();
  const { info, error, transaction, draft } = snapshot.context;
  const message = error ? translateServerMessage(i18n, error) : null;

  let body: React.ReactNode;
  if (snapshot.matches("checkingPreconditions") || snapshot.matches("routing") || snapshot.matches("checkingPin")) {
    body = <SkeletonList rows={3} />;
  } else if (snapshot.matches("failed")) {
    body = (
      <EmptyState
        title={t`Failed to load`}
        text={message ?? undefined}
        action={<Button onClick={() => send({ type: "withdraw.recheck" })}>{t`Try again`}</Button>}
      />
    );
  } else if (snapshot.matches("needsBankAccount")) {
    body = (
      <EmptyState
        title={t`Add a bank account first`}
        text={t`Withdrawals go to a bank account in your registered name.`}
        action={
          <Link to="/bank_account/create" search={{ next: "withdraw" }} className="button button--primary">
            <span>{t`Add bank account`}</span>
          </Link>
        }
      />
    );
  } else if (snapshot.matches("needsPin")) {
    body = (
      <EmptyState
        title={t`Set your PIN first`}
        text={t`Your 6-digit PIN confirms every withdrawal and transfer.`}
        action={
          <Link to="/profile/reset_pin" search={{ next: "withdraw" }} className="button button--primary">
            <span>{t`Set PIN`}</span>
          </Link>
        }
      />
    );
  } else if (snapshot.matches("succeeded") && transaction) {
    body = (
      <MoneyMoveResult
        title={t`Withdrawal requested`}
        text={t`${formatMoney(transaction.amount, transaction.currency, i18n.locale)} is on hold while we process it. If it is rejected, the money returns to your wallet.`}
        transaction={transaction}
      />
    );
  } else if ((snapshot.matches("confirming") || snapshot.matches("submitting")) && info && draft) {
    body = (
      <ConfirmWithdraw
        info={info}
        amount={draft.amount}
        currency={draft.currency}
        busy={snapshot.matches("submitting")}
        error={message}
        onBack={() => send({ type: "withdraw.edit" })}
        onConfirm={(pin) => send({ type: "withdraw.confirm", pin })}
      />
    );
  } else if (info) {
    body = (
      <WithdrawFormView
        info={info}
        error={message}
        initial={draft}
        onReview={(next) => send({ type: "withdraw.review", draft: next })}
      />
    );
  }
  return (
    <main className="screen">
      <PageHeader title={t`Withdraw`} />
      {body}
    </main>
  );
}

function WithdrawFormView({
  info,
  error,
  initial,
  onReview,
}: {
  info: WithdrawInfo;
  error: string | null;
  initial: { currency: Currency; amount: number; bank_account_id?: string; wallet_address?: string } | null;
  onReview: (draft: {
    currency: Currency;
    amount: number;
    bank_account_id?: string;
    wallet_address?: string;
    network?: "TRC20";
  }) => void;
}) {
  const { t, i18n } = useLingui();
  const accounts = useQuery(bankAccountsQuery());
  const wallet = useQuery(walletQuery());
  const amountMessage = useAmountMessage();
  const form = useForm<WithdrawForm>({
    defaultValues: {
      currency: initial?.currency ?? "MYR",
      amount: initial ? String(toUnits(initial.amount, initial.currency)) : "",
      bank_account_id: initial?.bank_account_id ?? "",
      wallet_address: initial?.wallet_address ?? "",
    },
  });
  const currency = form.watch("currency");
  const amount = form.watch("amount");
  const limit = info.limits.find((item) => item.currency === currency) ?? info.limits[0];
  if (!limit) return null;
  const limits = { min: limit.min, max: limit.max, currency };
  const available = wallet.data?.balances.find((balance) => balance.currency === currency)?.available;
  const { errors } = form.formState;
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        onReview({
          currency: values.currency,
          amount: toMinor(values.amount, values.currency),
          ...(values.currency === "MYR"
            ? { bank_account_id: values.bank_account_id }
            : { wallet_address: values.wallet_address.trim(), network: "TRC20" as const }),
        }),
      )}
    >
      <fieldset className="choice-grid">
        <legend>{t`Currency`}</legend>
        {info.limits.map((item) => (
          <label key={item.currency} className="choice">
            <input type="radio" value={item.currency} {...form.register("currency")} />
            <span>{item.currency === "MYR" ? t`Ringgit (MYR) to bank` : t`USDT (TRC20)`}</span>
          </label>
        ))}
      </fieldset>
      {available !== undefined ? (
        <p className="muted">
          {t`Available`}: <Money value={available} currency={currency} />
        </p>
      ) : null}
      {currency === "MYR" ? (
        <fieldset className="choice-grid">
          <legend>{t`To bank account`}</legend>
          {(accounts.data ?? []).map((account) => (
            <label key={account._id} className="choice">
              <input
                type="radio"
                value={account._id}
                {...form.register("bank_account_id", {
                  validate: (value) => form.getValues("currency") !== "MYR" || value !== "",
                })}
              />
              <span>
                {account.bank_name} ••••{account.account_number.slice(-4)}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <TextField
          label={t`USDT address (TRC20)`}
          autoComplete="off"
          spellCheck={false}
          {...form.register("wallet_address", {
            validate: (value) => form.getValues("currency") !== "USDT" || tronAddressPattern.test(value.trim()),
          })}
          error={errors.wallet_address ? t`Enter a TRC20 address (starts with T, 34 characters)` : null}
          hint={t`Crypto withdrawals use TRC20 only`}
        />
      )}
      {errors.bank_account_id ? (
        <p className="field__error" role="alert">
          {t`Please select a bank account`}
        </p>
      ) : null}
      <TextField
        label={t`Amount (${currency})`}
        inputMode="numeric"
        autoComplete="off"
        {...form.register("amount", { validate: (value) => amountProblem(value, limits) === null })}
        error={errors.amount ? amountMessage(amountProblem(amount, limits), limits) : null}
        hint={t`Limits ${formatMoney(limit.min, currency, i18n.locale)} – ${formatMoney(limit.max, currency, i18n.locale)} · ${limit.gateway_text}`}
      />
      <section className="card">
        <dl className="info-list">
          <div>
            <dt>{t`Daily limit`}</dt>
            <dd>
              {formatMoney(limit.daily_used, currency, i18n.locale)} /{" "}
              {formatMoney(limit.daily_max, currency, i18n.locale)}
            </dd>
          </div>
          <div>
            <dt>{t`Withdrawals today`}</dt>
            <dd>
              {info.daily_count} / {info.daily_frequency}
            </dd>
          </div>
          <div>
            <dt>{t`Free withdrawals this month`}</dt>
            <dd>{Math.max(0, info.free_per_month - info.month_count)}</dd>
          </div>
        </dl>
      </section>
      <FormError message={error} />
      <Button type="submit" className="button--block">
        {t`Review withdrawal`}
      </Button>
    </form>
  );
}

function ConfirmWithdraw({
  info,
  amount,
  currency,
  busy,
  error,
  onBack,
  onConfirm,
}: {
  info: WithdrawInfo;
  amount: number;
  currency: Currency;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onConfirm: (pin: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [pin, setPin] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const fee = chargeOf(amount, info.next_charge_percent);
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!/^\d{6}$/.test(pin)) return setProblem(t`Enter your 6-digit PIN`);
        setProblem(null);
        onConfirm(pin);
      }}
    >
      <section className="card" aria-label={t`Review`}>
        <dl className="info-list">
          <div>
            <dt>{t`Amount`}</dt>
            <dd>{formatMoney(amount, currency, i18n.locale)}</dd>
          </div>
          <div>
            <dt>{t`Charge (${info.next_charge_percent}%)`}</dt>
            <dd>{formatMoney(fee, currency, i18n.locale)}</dd>
          </div>
          <div>
            <dt>{t`You receive`}</dt>
            <dd>{formatMoney(amount - fee, currency, i18n.locale)}</dd>
          </div>
        </dl>
      </section>
      {info.next_charge_percent > 0 ? (
        <p className="advice">{t`You have used this month's ${info.free_per_month} free withdrawals, so a ${info.next_charge_percent}% charge applies.`}</p>
      ) : null}
      <PasswordField
        label={t`PIN`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ""))}
        error={problem ?? error}
      />
      <Button type="submit" busy={busy} className="button--block">
        {t`Confirm withdrawal`}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={busy}>
        {t`Change details`}
      </Button>
    </form>
  );
}
