import { type InputHTMLAttributes, type ReactNode, type Ref, useEffect, useId } from "react";
import { retypeHeldText } from "../lib/typed-before-hydration.ts";
import { Field } from "./field.tsx";

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** A translated message; marks the field invalid. */
  error?: string | null;
  hint?: string;
  /** Something beside the input, inside its frame (a show-password toggle, a send-code button). */
  adornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, hint, adornment, id, className, ref, ...props }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  // text typed into the prerendered field before the app ran, typed in again now that it runs
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (input instanceof HTMLInputElement) retypeHeldText(input);
  }, [inputId]);
  return (
    <Field id={inputId} label={label} error={error} hint={hint} className={className}>
      <input
        ref={ref}
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {adornment}
    </Field>
  );
}
