import { arktypeResolver } from "@hookform/resolvers/arktype";
import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toApiError } from "../../../../api/client.ts";
import { type BankAccount, BankAccountBody } from "../../../../api/contract/wallet.ts";
import { bankListQuery, createBankAccount, updateBankAccount } from "../../../../api/wallet.ts";
import { refreshMoney } from "../../../../flows/money.ts";
import { SessionContext } from "../../../../flows/session.tsx";
import { fieldMessage } from "../../../../forms/field-message.ts";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";
import { Button } from "../../../../ui/button.tsx";
import { FormError } from "../../../../ui/form-error.tsx";
import { SelectField } from "../../../../ui/select-field.tsx";
import { TextField } from "../../../../ui/text-field.tsx";

/**
 * Create or edit a bank account. The holder name starts as the registered full
 * name: third-party accounts are refused (the server checks again).
 */
export function BankAccountForm({
  account,
  onSaved,
}: {
  account?: BankAccount;
  onSaved: (saved: BankAccount) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const fullName = SessionContext.useSelector((state) => state.context.user?.full_name ?? "");
  const banks = useQuery(bankListQuery());
  const form = useForm<BankAccountBody>({
    resolver: arktypeResolver(BankAccountBody),
    defaultValues: {
      bank_code: account?.bank_code ?? "",
      account_holder_name: account?.account_holder_name ?? fullName,
      account_number: account?.account_number ?? "",
    },
  });
  const save = useMutation({
    mutationFn: (body: BankAccountBody) => (account ? updateBankAccount(account._id, body) : createBankAccount(body)),
    onSuccess: (saved) => {
      refreshMoney(queryClient);
      onSaved(saved);
    },
  });
  const { errors } = form.formState;
  const values = form.watch();
  const serverError = save.error ? translateServerMessage(i18n, toApiError(save.error).messageKey) : null;
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
      <SelectField
        label={t`Bank`}
        {...form.register("bank_code")}
        error={errors.bank_code ? t`Please select a bank` : null}
      >
        <option value="">{t`Select a bank`}</option>
        {(banks.data ?? []).map((bank) => (
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
      <FormError message={serverError} />
      <Button type="submit" busy={save.isPending} className="button--block">
        {account ? t`Save changes` : t`Add bank account`}
      </Button>
    </form>
  );
}
