import { useLingui } from "@lingui/react/macro";
import { PasswordField, type PasswordFieldProps } from "./password-field.tsx";

/** A 6-digit PIN, hidden until its eye ("Show PIN") is pressed; digits only on phone keyboards. */
export function PinField(props: Omit<PasswordFieldProps, "toggleLabels" | "inputMode" | "maxLength">) {
  const { t } = useLingui();
  return (
    <PasswordField
      autoComplete="off"
      {...props}
      inputMode="numeric"
      maxLength={6}
      toggleLabels={{ show: t`Show PIN`, hide: t`Hide PIN` }}
    />
  );
}
