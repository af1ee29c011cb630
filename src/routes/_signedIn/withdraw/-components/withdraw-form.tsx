import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { WithdrawDraft } from "../../../../../machines/withdraw.machine.ts";
import {
  amountProblem,
  type Currency,
  formatMoney,
  toMinor,
  toUnits,
  tronAddressPattern,
} from "../../../../api/contract/money.ts";
import type { WithdrawInfo } from "../../../../api/contract/wallet.ts";
import { bankAccountsQuery, walletQuery } from "../../../../api/wallet.ts";
import { useAmountMessage } from "../../../../forms/amount-message.ts";
import { Button } from "../../../../ui/button.tsx";
import { FormError } from "../../../../ui/form-error.tsx";
import { Money } from "../../../../ui/money.tsx";
import { TextField } from "../../../../ui/text-field.tsx";
import { WithdrawLimits } from "./withdraw-limits.tsx";

type WithdrawValues = { currency: Currency; amount: string; bank_account_id: string; wallet_address: string };

/** Currency, destination (a bank account for MYR, a TRC20 address for USDT) and amount within the limits. */
export function WithdrawForm({
  info,
  error,
  initial,
  onReview,
}: {
  info: WithdrawInfo;
  error: string | null;
  initial: WithdrawDraft | null;
  onReview: (draft: WithdrawDraft) => void;
}) {
  const { t, i18n } = useLingui();
  const accounts = useQuery(bankAccountsQuery());
  const wallet = useQuery(walletQuery());
  const amountMessage = useAmountMessage();
  const form = useForm<WithdrawValues>({
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
      <WithdrawLimits info={info} currency={currency} />
      <FormError message={error} />
      <Button type="submit" className="button--block">
        {t`Review withdrawal`}
      </Button>
    </form>
  );
}
