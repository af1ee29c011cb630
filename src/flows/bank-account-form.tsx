import { arktypeResolver } from "@hookform/resolvers/arktype";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useSelector } from "@xstate/react";
import { useForm } from "react-hook-form";
import type { ActorRefFrom } from "xstate";
import type { bankAccountMachine } from "../../machines/bank-account.machine.ts";
import { selectIsChanging, selectIsSaved, selectIsSaving } from "../../machines/bank-account.selectors.ts";
import { BankAccountBody } from "../api/contract/wallet.ts";
import { bankListQuery } from "../api/wallet.ts";
import { fieldMessage } from "../forms/field-message.ts";
import { translateServerMessage } from "../i18n/server-messages.ts";
import { Button } from "../ui/button.tsx";
import { FormError } from "../ui/form-error.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { StickyActions } from "../ui/sticky-actions.tsx";
import { TextField } from "../ui/text-field.tsx";
import { SessionContext } from "./session.tsx";

export type BankAccountFlowRef = ActorRefFrom<typeof bankAccountMachine>;

/**
 * The bank-account form for a running bank-account flow (its own screen, or
 * inside /withdraw). The holder name starts as the registered full name:
 * third-party accounts are refused (the server checks again).
 */
export function BankAccountForm({ flow }: { flow: BankAccountFlowRef }) {
  const { t, i18n } = useLingui();
  const fullName = SessionContext.useSelector((state) => state.context.user?.full_name ?? "");
  const account = useSelector(flow, (snapshot) => snapshot.context.account);
  const changing = useSelector(flow, selectIsChanging);
  // busy until the screen moves on, so a second tap cannot send it again
  const saving = useSelector(flow, (snapshot) => selectIsSaving(snapshot) || selectIsSaved(snapshot));
  const error = useSelector(flow, (snapshot) => snapshot.context.error);
  const banks = useQuery(bankListQuery());
  // The saved bank is an option from the first frame, even before (or without) the bank list: a select
  // only shows its value when an option holds it, so the edit screen never shows "Select a bank".
  const bankOptions =
    account && !banks.data?.some((bank) => bank.code === account.bank_code)
      ? [{ code: account.bank_code, name: account.bank_name }, ...(banks.data ?? [])]
      : (banks.data ?? []);
  const form = useForm<BankAccountBody>({
    resolver: arktypeResolver(BankAccountBody),
    defaultValues: {
      bank_code: account?.bank_code ?? "",
      account_holder_name: account?.account_holder_name ?? fullName,
      account_number: account?.account_number ?? "",
    },
  });
  const { errors } = form.formState;
  const values = form.watch();
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit((body) => flow.send({ type: "bankAccount.save", body }))}
    >
      <SelectField
        label={t`Bank`}
        {...form.register("bank_code")}
        error={errors.bank_code ? t`Please select a bank` : null}
      >
        <option value="">{t`Select a bank`}</option>
        {bankOptions.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t`Account holder name`}
        autoComplete="name"
        hint={t`Must match your registered full name; third-party accounts are not allowed`}
        {...form.register("account_holder_name")}
        error={fieldMessage(errors.account_holder_name, values.account_holder_name, {
          required: t`Account holder name is required`,
          unsafe: translateServerMessage(i18n, "Text contains characters that are not allowed"),
        })}
      />
      <TextField
        label={t`Account number`}
        inputMode="numeric"
        autoComplete="off"
        {...form.register("account_number")}
        error={fieldMessage(errors.account_number, values.account_number, {
          required: t`Account number is required`,
          invalid: t`Use 6-20 digits, no spaces or dashes`,
        })}
      />
      <FormError message={error ? translateServerMessage(i18n, error) : null} />
      <StickyActions>
        <Button type="submit" busy={saving} className="button--block">
          {changing ? t`Save changes` : t`Add bank account`}
        </Button>
      </StickyActions>
    </form>
  );
}
