import { useLingui } from "@lingui/react/macro";
import type { UseFormReturn } from "react-hook-form";
import type { NewPasswordForm } from "../forms/auth-forms.ts";
import { fieldMessage } from "../forms/field-message.ts";
import { PasswordField } from "../ui/password-field.tsx";

/**
 * A new password typed twice (SPEC §5: 8-16 numbers or characters, no spaces, must match), in a form that holds
 * `new_password` and `confirm_password` (forgot password, change password).
 */
export function NewPasswordFields<T extends NewPasswordForm>({ form }: { form: UseFormReturn<T> }) {
  const { t } = useLingui();
  // the form holds at least these two fields
  const own = form as unknown as UseFormReturn<NewPasswordForm>;
  const { errors } = own.formState;
  const values = own.watch();
  return (
    <>
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        hint={t`8-16 numbers or characters`}
        {...own.register("new_password")}
        error={fieldMessage(errors.new_password, values.new_password, {
          required: t`Password is required`,
          invalid: t`Password must be 8-16 numbers or characters, without spaces`,
        })}
      />
      <PasswordField
        label={t`Confirm new password`}
        autoComplete="new-password"
        {...own.register("confirm_password")}
        error={fieldMessage(errors.confirm_password, values.confirm_password, {
          required: t`Please confirm your password`,
          invalid: t`Passwords do not match`,
        })}
      />
    </>
  );
}
