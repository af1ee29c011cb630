import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { type ReactNode, useRef } from "react";
import { useForm } from "react-hook-form";
import {
  selectError,
  selectIsBusy,
  selectIsSubmitted,
  selectNeedsReceipt,
  selectTransaction,
} from "../../../../../../machines/deposit.selectors.ts";
import { ApiError } from "../../../../../api/client.ts";
import { amountProblem, telcoPinPattern, toMinor, txHashPattern } from "../../../../../api/contract/money.ts";
import {
  type DepositChannel,
  type DepositChannelOption,
  type DepositOptions,
  depositChannelTraits,
  type Transaction,
} from "../../../../../api/contract/wallet.ts";
import { depositOptionsQuery } from "../../../../../api/wallet.ts";
import { useDepositFlow } from "../../../../../flows/deposit.ts";
import { useAmountMessage } from "../../../../../forms/amount-message.ts";
import { formatMoney } from "../../../../../lib/money-format.ts";
import { Button } from "../../../../../ui/button.tsx";
import { FormError } from "../../../../../ui/form-error.tsx";
import { PageHeader } from "../../../../../ui/page-header.tsx";
import { RouteError } from "../../../../../ui/route-error.tsx";
import { SkeletonList } from "../../../../../ui/skeleton-list.tsx";
import { StickyActions } from "../../../../../ui/sticky-actions.tsx";
import { TextField } from "../../../../../ui/text-field.tsx";
import { MoneyMoveResult } from "../../-components/money-move-result.tsx";
import { useAmountRefusal } from "../../-components/use-amount-refusal.ts";
import { ChannelTabs } from "./channel-tabs.tsx";
import { ChargePreview } from "./charge-preview.tsx";
import { ReceiptForm } from "./receipt-form.tsx";
import { useDepositLimitLine } from "./use-deposit-limit.ts";

type DepositForm = { amount: string; method: string; tx_hash: string; telco_pin: string };

/** The server's refusals of the amount itself: shown at the amount field, with what is left of the limit. */
const amountRefusals = new Set<string>(["This deposit would pass your deposit limit"]);

/**
 * One deposit channel's screen, rendering the deposit machine's state (the route's loader has read the options).
 * `intro` is the channel's own part above the form, from its route (the tenant's bank account, the crypto
 * address and its QR code), so each channel's code loads with its screen only.
 */
export function DepositScreen({
  channel,
  intro,
}: {
  channel: DepositChannel;
  intro?: (options: DepositOptions) => ReactNode;
}) {
  const { t } = useLingui();
  const options = useSuspenseQuery(depositOptionsQuery());
  const option = options.data.channels.find((item) => item.channel === channel);
  return (
    <main className="screen deposit-screen">
      <PageHeader title={t`Deposit`} />
      <ChannelTabs channels={options.data.channels.map((item) => item.channel)} selected={channel} />
      {option ? (
        <DepositFlow key={channel} option={option} options={options.data} intro={intro?.(options.data)} />
      ) : (
        <SkeletonList rows={3} />
      )}
    </main>
  );
}

/** The deposit routes' error component: the options could not be read, the screen says so; anything else is the app's error page. */
export function DepositLoadFailed(props: ErrorComponentProps) {
  const { t } = useLingui();
  if (!(props.error instanceof ApiError)) return <RouteError {...props} />;
  return (
    <main className="screen">
      <PageHeader title={t`Deposit`} />
      <ChannelTabs channels={undefined} />
      <FormError message={t`Failed to load`} />
    </main>
  );
}

function DepositFlow({
  option,
  options,
  intro,
}: {
  option: DepositChannelOption;
  options: DepositOptions;
  intro: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const [snapshot, send] = useDepositFlow({ channel: option.channel });
  const amountMessage = useAmountMessage();
  const limits = { min: option.min, max: option.max, currency: option.currency };
  const form = useForm<DepositForm>({
    defaultValues: {
      amount: "",
      method: option.methods.length === 1 ? (option.methods[0]?.code ?? "") : "",
      tx_hash: "",
      telco_pin: "",
    },
  });
  const { errors } = form.formState;
  const amount = form.watch("amount");
  const error = selectError(snapshot);
  const transaction = selectTransaction(snapshot);
  const busy = selectIsBusy(snapshot);
  // what is left of the player's deposit limit, shown before and, with the reason, after a refusal (the amount
  // typed stays, to be changed)
  const limitLine = useDepositLimitLine(option.currency);
  const amountBox = useRef<HTMLDivElement>(null);
  const { refusalMessage, formError, judge } = useAmountRefusal({
    error,
    refusals: amountRefusals,
    amount,
    initialAmount: null,
    bringIntoView: () => {
      form.setFocus("amount");
      amountBox.current?.scrollIntoView({ block: "center" });
    },
  });

  if (selectIsSubmitted(snapshot) && transaction) return <DepositSubmitted transaction={transaction} />;
  if (selectNeedsReceipt(snapshot) && transaction) {
    return (
      <ReceiptForm
        transaction={transaction}
        tenantBank={options.tenant_bank}
        busy={busy}
        error={error}
        onUpload={(file) => send({ type: "deposit.uploadReceipt", file })}
      />
    );
  }
  const proof = depositChannelTraits[option.channel].proof;
  const methodLegend: Record<DepositChannel, string> = {
    instant_deposit: t`Payment method`,
    bank_transfer: t`Your bank`,
    e_wallet: t`E-wallet`,
    crypto: t`Network`,
    telco: t`Telco`,
  };
  const min = formatMoney(option.min, option.currency, i18n.locale);
  const max = formatMoney(option.max, option.currency, i18n.locale);
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        judge(values.amount);
        send({
          type: "deposit.submit",
          draft: {
            amount: toMinor(values.amount, option.currency),
            method: values.method,
            ...(proof === "tx_hash" ? { tx_hash: values.tx_hash.trim() } : {}),
            ...(proof === "telco_pin" ? { telco_pin: values.telco_pin.trim() } : {}),
          },
        });
      })}
    >
      {intro}
      <fieldset className="choice-grid">
        <legend>{methodLegend[option.channel]}</legend>
        {option.methods.map((method) => (
          <label key={method.code} className="choice">
            <input type="radio" value={method.code} {...form.register("method", { required: true })} />
            <span>{method.name}</span>
          </label>
        ))}
      </fieldset>
      {errors.method ? (
        <p className="field__error" role="alert">
          {t`Please select one`}
        </p>
      ) : null}
      <div ref={amountBox}>
        <TextField
          label={t`Amount (${option.currency})`}
          inputMode="numeric"
          autoComplete="off"
          {...form.register("amount", { validate: (value) => amountProblem(value, limits) === null })}
          error={
            errors.amount
              ? amountMessage(amountProblem(amount, limits), limits)
              : refusalMessage && [refusalMessage, limitLine].filter(Boolean).join(" · ")
          }
          hint={[t`Limits: ${min} – ${max}`, limitLine].filter(Boolean).join(" · ")}
        />
      </div>
      {option.charge_percent > 0 ? <ChargePreview option={option} typed={amount} /> : null}
      {proof === "tx_hash" ? (
        <TextField
          label={t`Transaction hash (TxID)`}
          autoComplete="off"
          spellCheck={false}
          {...form.register("tx_hash", { validate: (value) => txHashPattern.test(value.trim()) })}
          error={errors.tx_hash ? t`Enter the 64-character transaction hash` : null}
        />
      ) : null}
      {proof === "telco_pin" ? (
        <TextField
          label={t`Reload PIN`}
          inputMode="numeric"
          autoComplete="off"
          {...form.register("telco_pin", { validate: (value) => telcoPinPattern.test(value.trim()) })}
          error={errors.telco_pin ? t`Enter the 12-20 digit reload PIN` : null}
        />
      ) : null}
      <FormError message={formError} />
      <StickyActions>
        <Button type="submit" busy={busy} className="button--block">
          {depositChannelTraits[option.channel].gateway ? t`Continue to payment` : t`Deposit`}
        </Button>
      </StickyActions>
    </form>
  );
}

/** The deposit is in: the result says what happens next (review, or the receipt it still needs). */
function DepositSubmitted({ transaction }: { transaction: Transaction }) {
  const { t } = useLingui();
  return (
    <MoneyMoveResult
      title={t`Deposit submitted`}
      text={
        transaction.receipt_url
          ? t`Your receipt is in. The deposit is pending review; your balance rises as soon as it is approved.`
          : undefined
      }
      transaction={transaction}
    />
  );
}
