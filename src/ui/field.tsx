import type { ReactNode } from "react";

/**
 * The frame every form field shares (text, select, date, a text area): the label, the control (`children`, with
 * the id `id`, marked invalid and described by `<id>-error` while there is an error) in its frame, then the error
 * or else the hint (`<id>-hint`).
 */
export function Field({
  id,
  label,
  labelId,
  error,
  hint,
  hintClassName = "field__hint",
  className,
  children,
}: {
  id: string;
  label: string;
  /** The label's own id, for a control that names itself by it. */
  labelId?: string;
  /** A translated message; marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** A hint for screen readers only is `visually-hidden`. */
  hintClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`field${className ? ` ${className}` : ""}${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id} id={labelId}>
        {label}
      </label>
      <div className="field__frame">{children}</div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p className={hintClassName} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
