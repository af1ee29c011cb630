import { TextField, type TextFieldProps } from "./text-field.tsx";

/**
 * The 6-digit code of an authenticator app (two-step sign-in): a numeric keypad, the phone's one-time-code autofill,
 * at most 6 characters. The login's code step and turning two-step sign-in on both ask for it.
 */
export function AppCodeField(props: Omit<TextFieldProps, "inputMode" | "autoComplete" | "pattern" | "maxLength">) {
  return (
    <TextField name="code" {...props} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6} />
  );
}
