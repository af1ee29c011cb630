import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from "react";

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
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className="field__frame">
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
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
