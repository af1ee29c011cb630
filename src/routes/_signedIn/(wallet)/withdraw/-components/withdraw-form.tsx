import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import type { WithdrawDraft } from "../../../../../../machines/withdraw.machine.ts";
import {
  amountProblem,
  type Currency,
  toMinor,
  toUnits,
  tronAddressPattern,
  type WithdrawRefusal,
} from "../../../../../api/contract/money.ts";
import type { BankAccount, WithdrawInfo } from "../../../../../api/contract/wallet.ts";
import { bankAccountsQuery } from "../../../../../api/wallet.ts";
import { useAmountMessage } from "../../../../../forms/amount-message.ts";
import { maskedAccountNumber } from "../../../../../lib/account-number.ts";
import { Button } from "../../../../../ui/button.tsx";
import { FormError } from "../../../../../ui/form-error.tsx";
import { Money } from "../../../../../ui/money.tsx";
import { StickyActions } from "../../../../../ui/sticky-actions.tsx";
import { TextField } from "../../../../../ui/text-field.tsx";
import { useAmountRefusal } from "../../-components/use-amount-refusal.ts";
import { WithdrawLimitLine } from "./withdraw-limit-line.tsx";

type WithdrawValues = { currency: Currency; amount: string; bank_account_id: string; wallet_address: string };

/** The flow's refusals of an amount (balance, today's limit and count): shown at the amount field. */
const amountRefusals = new Set<string>([
  "Insufficient balance",
  "Daily withdrawal limit reached",
  "Daily withdrawal count reached",
] satisfies WithdrawRefusal[]);

/**
 * Currency, destination (a bank account for MYR, a TRC20 address for USDT) and amount, with the limit line:
 * the form limits, what is left of today's limit and how many free withdrawals are left today. A single bank
 * account is chosen already. An amount over the balance or today's limit comes back from the flow as `error`
 * and shows at the amount field, before any PIN is asked for.
 */
export function WithdrawForm({
  info,
  error,
  initial,
  onReview,
}: {
  info: WithdrawInfo;
  /** The flow's error code (a server-message key). */
  error: string | null;
  initial: WithdrawDraft | null;
  onReview: (draft: WithdrawDraft) => void;
}) {
  const { t } = useLingui();
  const accounts = useQuery(bankAccountsQuery());
  const amountMessage = useAmountMessage();
  const onlyAccount = accounts.data?.length === 1 ? accounts.data[0]?._id : undefined;
  const form = useForm<WithdrawValues>({
    defaultValues: {
      currency: initial?.currency ?? "MYR",
      amount: initial ? String(toUnits(initial.amount, initial.currency)) : "",
      bank_account_id: initial?.bank_account_id ?? onlyAccount ?? "",
      wallet_address: initial?.wallet_address ?? "",
    },
  });
  // a single account is the destination, also when it arrives after the form (just added on this screen)
  useEffect(() => {
    if (onlyAccount && form.getValues("bank_account_id") === "") form.setValue("bank_account_id", onlyAccount);
  }, [onlyAccount, form]);
  const currency = form.watch("currency");
  const amount = form.watch("amount");
  // the field comes into view with focus, so the refusal under it is seen and read out
  const amountBox = useRef<HTMLDivElement>(null);
  const { refusalMessage, formError, judge } = useAmountRefusal({
    error,
    refusals: amountRefusals,
    amount,
    initialAmount: initial ? String(toUnits(initial.amount, initial.currency)) : null,
    bringIntoView: () => {
      form.setFocus("amount");
      amountBox.current?.scrollIntoView({ block: "center" });
    },
  });
  const limit = info.limits.find((item) => item.currency === currency) ?? info.limits[0];
  if (!limit) return null;
  const limits = { min: limit.min, max: limit.max, currency };
  const { errors } = form.formState;
  const amountError = errors.amount ? amountMessage(amountProblem(amount, limits), limits) : refusalMessage;
  return (
    <form
      className="form withdraw-form"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        judge(values.amount);
        onReview({
          currency: values.currency,
          amount: toMinor(values.amount, values.currency),
          ...(values.currency === "MYR"
            ? { bank_account_id: values.bank_account_id }
            : { wallet_address: values.wallet_address.trim(), network: "TRC20" as const }),
        });
      })}
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
      {currency === "MYR" ? (
        <BankAccountChoice form={form} accounts={accounts.data ?? []} />
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
      <div className="withdraw-amount" ref={amountBox}>
        <TextField
          label={t`Amount (${currency})`}
          inputMode="numeric"
          autoComplete="off"
          {...form.register("amount", { validate: (value) => amountProblem(value, limits) === null })}
          error={amountError}
        />
        <p className="withdraw-amount__available">
          {t`Available`}: <Money value={limit.available} currency={currency} className="amount" />
        </p>
        <WithdrawLimitLine info={info} limit={limit} currency={currency} />
      </div>
      <FormError message={formError} />
      <StickyActions>
        <Button type="submit" className="button--block">
          {t`Review withdrawal`}
        </Button>
      </StickyActions>
    </form>
  );
}

/** MYR goes to one of the player's bank accounts (a single one is chosen already), and the way to manage them. */
function BankAccountChoice({
  form,
  accounts,
}: {
  form: UseFormReturn<WithdrawValues>;
  accounts: readonly BankAccount[];
}) {
  const { t } = useLingui();
  return (
    <fieldset className="choice-list">
      <legend>{t`To bank account`}</legend>
      {accounts.map((account) => (
        <label key={account._id} className="choice withdraw-account">
          <input
            type="radio"
            value={account._id}
            {...form.register("bank_account_id", {
              validate: (value) => form.getValues("currency") !== "MYR" || value !== "",
            })}
          />
          <span className="withdraw-account__text">
            <span className="withdraw-account__bank">
              {account.bank_name}{" "}
              <span className="withdraw-account__number">{maskedAccountNumber(account.account_number)}</span>
            </span>
            <span className="withdraw-account__holder">{account.account_holder_name}</span>
          </span>
        </label>
      ))}
      {form.formState.errors.bank_account_id ? (
        <p className="field__error" role="alert">
          {t`Please select a bank account`}
        </p>
      ) : null}
      <Link to="/bank_account" className="link withdraw-form__manage">
        {t`Manage bank accounts`}
      </Link>
    </fieldset>
  );
}
