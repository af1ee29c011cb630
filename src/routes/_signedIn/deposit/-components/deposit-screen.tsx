import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import {
  selectError,
  selectIsBusy,
  selectIsSubmitted,
  selectNeedsReceipt,
  selectTransaction,
} from "../../../../../machines/deposit.selectors.ts";
import { ApiError } from "../../../../api/client.ts";
import {
  afterCharge,
  amountProblem,
  formatMoney,
  telcoPinPattern,
  toMinor,
  txHashPattern,
} from "../../../../api/contract/money.ts";
import type {
  DepositChannel,
  DepositChannelOption,
  DepositOptions,
  Transaction,
} from "../../../../api/contract/wallet.ts";
import { depositOptionsQuery } from "../../../../api/wallet.ts";
import { useDepositFlow } from "../../../../flows/deposit.ts";
import { useAmountMessage } from "../../../../forms/amount-message.ts";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";
import { Button } from "../../../../ui/button.tsx";
import { FormError } from "../../../../ui/form-error.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RouteError } from "../../../../ui/route-error.tsx";
import { SkeletonList } from "../../../../ui/skeleton-list.tsx";
import { TextField } from "../../../../ui/text-field.tsx";
import { MoneyMoveResult } from "../../-components/money-move-result.tsx";
import { ChannelTabs } from "./channel-tabs.tsx";
import { ReceiptForm } from "./receipt-form.tsx";

type DepositForm = { amount: string; method: string; tx_hash: string; telco_pin: string };

/** One deposit channel's screen, rendering the deposit machine's state (the route's loader has read the options). */
export function DepositScreen({ channel }: { channel: DepositChannel }) {
  const { t } = useLingui();
  const options = useSuspenseQuery(depositOptionsQuery());
  const option = options.data.channels.find((item) => item.channel === channel);
  return (
    <main className="screen">
      <PageHeader title={t`Deposit`} />
      <ChannelTabs channels={options.data.channels.map((item) => item.channel)} />
      {option ? <DepositFlow key={channel} option={option} options={options.data} /> : <SkeletonList rows={3} />}
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

function DepositFlow({ option, options }: { option: DepositChannelOption; options: DepositOptions }) {
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
  const methodLegend: Record<DepositChannel, string> = {
    instant_deposit: t`Payment method`,
    bank_transfer: t`Bank`,
    e_wallet: t`E-wallet`,
    crypto: t`Network`,
    telco: t`Telco`,
  };
  const credited =
    option.charge_percent > 0 && amountProblem(amount, limits) === null
      ? afterCharge(toMinor(amount, option.currency), option.charge_percent)
      : null;
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        send({
          type: "deposit.submit",
          draft: {
            amount: toMinor(values.amount, option.currency),
            method: values.method,
            ...(option.channel === "crypto" ? { tx_hash: values.tx_hash.trim() } : {}),
            ...(option.channel === "telco" ? { telco_pin: values.telco_pin.trim() } : {}),
          },
        }),
      )}
    >
      {option.channel === "bank_transfer" ? <TenantBankCard bank={options.tenant_bank} /> : null}
      {option.channel === "crypto" ? (
        <section className="card stack" aria-label={t`Deposit address`}>
          <p className="card__title">{t`Send USDT on TRC20 to`}</p>
          <code>{options.crypto.address}</code>
          <p className="advice">{t`Send only USDT on the TRC20 network. Other coins or networks are lost.`}</p>
          <p className="muted">{t`Exchange rate: 1 USDT ≈ RM ${options.crypto.exchange_rate}`}</p>
        </section>
      ) : null}
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
      <TextField
        label={t`Amount (${option.currency})`}
        inputMode="numeric"
        autoComplete="off"
        {...form.register("amount", { validate: (value) => amountProblem(value, limits) === null })}
        error={errors.amount ? amountMessage(amountProblem(amount, limits), limits) : null}
        hint={t`Limits ${formatMoney(option.min, option.currency, i18n.locale)} – ${formatMoney(option.max, option.currency, i18n.locale)} · Gateway: ${option.gateway_text}`}
      />
      {option.charge_percent > 0 ? (
        <p className="advice" aria-live="polite">
          {credited !== null
            ? t`A ${option.charge_percent}% charge applies: you receive ${formatMoney(credited, option.currency, i18n.locale)}`
            : t`A ${option.charge_percent}% charge applies to telco top-ups`}
        </p>
      ) : null}
      {option.channel === "crypto" ? (
        <TextField
          label={t`Transaction hash (TxID)`}
          autoComplete="off"
          spellCheck={false}
          {...form.register("tx_hash", { validate: (value) => txHashPattern.test(value.trim()) })}
          error={errors.tx_hash ? t`Enter the 64-character transaction hash` : null}
        />
      ) : null}
      {option.channel === "telco" ? (
        <TextField
          label={t`Reload PIN`}
          inputMode="numeric"
          autoComplete="off"
          {...form.register("telco_pin", { validate: (value) => telcoPinPattern.test(value.trim()) })}
          error={errors.telco_pin ? t`Enter the 12-20 digit reload PIN` : null}
        />
      ) : null}
      <FormError message={error ? translateServerMessage(i18n, error) : null} />
      <Button type="submit" busy={busy} className="button--block">
        {option.channel === "instant_deposit" || option.channel === "e_wallet" ? t`Continue to payment` : t`Deposit`}
      </Button>
    </form>
  );
}

function TenantBankCard({ bank }: { bank: DepositOptions["tenant_bank"] }) {
  const { t } = useLingui();
  return (
    <section className="card" aria-label={t`Transfer to`}>
      <p className="card__title">{t`Transfer to this account`}</p>
      <dl className="info-list">
        <div>
          <dt>{t`Bank`}</dt>
          <dd>{bank.bank_name}</dd>
        </div>
        <div>
          <dt>{t`Account holder name`}</dt>
          <dd>{bank.account_holder_name}</dd>
        </div>
        <div>
          <dt>{t`Account number`}</dt>
          <dd>{bank.account_number}</dd>
        </div>
      </dl>
    </section>
  );
}

function DepositSubmitted({ transaction }: { transaction: Transaction }) {
  const { t, i18n } = useLingui();
  return (
    <MoneyMoveResult
      title={t`Deposit submitted`}
      text={t`${formatMoney(transaction.amount, transaction.currency, i18n.locale)} is pending review. Your balance rises as soon as it is approved.`}
      transaction={transaction}
    />
  );
}
