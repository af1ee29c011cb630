import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from "react";
import { Field } from "./field.tsx";

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** A translated message; marks the field invalid. */
  error?: string | null;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select in the same frame as the text fields. */
export function SelectField({ label, error, children, id, ref, ...props }: SelectFieldProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const errorId = `${selectId}-error`;
  return (
    <Field id={selectId} label={label} error={error}>
      <select
        ref={ref}
        id={selectId}
        className="field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      >
        {children}
      </select>
    </Field>
  );
}
