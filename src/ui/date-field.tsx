import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { Field } from "./field.tsx";
import { CalendarIcon } from "./icons.tsx";

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(text: string): boolean {
  const match = isoDay.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Eight digits typed without dashes read as YYYYMMDD. */
function withDashes(text: string): string {
  const trimmed = text.trim();
  return /^\d{8}$/.test(trimmed) ? `${trimmed.slice(0, 4)}-${trimmed.slice(4, 6)}-${trimmed.slice(6)}` : trimmed;
}

/**
 * A day, shown and typed as YYYY-MM-DD whatever the browser's language (the browser's own date input would show the
 * OS's format, e.g. mm/dd/yyyy), with a calendar button that opens the browser's date picker. Empty means no day.
 * A day is passed on once it is a real day within min–max; until then the field says what is wrong (after the
 * player leaves it). `error` is a message about the field from its form (an end before the start).
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  error,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Earliest and latest day allowed, YYYY-MM-DD. */
  min?: string;
  max?: string;
  error?: string | null;
}) {
  const { t } = useLingui();
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value ?? "");
  const [left, setLeft] = useState(false);
  // a day set from outside (a quick range, the address) replaces what was typed
  useEffect(() => {
    setText(value ?? "");
  }, [value]);

  const problemOf = (candidate: string): string | null => {
    if (candidate === "") return null;
    if (!isIsoDay(candidate)) return t`Enter a date as YYYY-MM-DD, for example 2025-01-31`;
    if (min && candidate < min) return t`Choose ${min} or later`;
    if (max && candidate > max) return t`Choose ${max} or earlier`;
    return null;
  };
  const change = (raw: string) => {
    const next = withDashes(raw);
    setText(next);
    if (next === "") onChange(undefined);
    else if (problemOf(next) === null) onChange(next);
  };
  const own = left || isIsoDay(text) ? problemOf(text) : null;
  const message = own ?? error ?? null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const labelId = `${id}-label`;

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = isIsoDay(text) ? text : "";
    try {
      input.showPicker();
    } catch {
      // no picker here (an old browser): the field takes a typed day all the same
      document.getElementById(id)?.focus();
    }
  };

  return (
    <Field
      id={id}
      label={label}
      labelId={labelId}
      error={message}
      hint={t`Format: YYYY-MM-DD`}
      hintClassName="visually-hidden"
      className="date-field"
    >
      <input
        id={id}
        className="field__input date-field__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={10}
        placeholder={t`YYYY-MM-DD`}
        value={text}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : hintId}
        onChange={(event) => change(event.target.value)}
        onBlur={() => setLeft(true)}
      />
      <button
        type="button"
        className="field__adornment date-field__open"
        aria-label={t`Calendar`}
        aria-describedby={labelId}
        onClick={openPicker}
      >
        <CalendarIcon />
      </button>
      <input
        ref={picker}
        className="date-field__picker"
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        min={min}
        max={max}
        onChange={(event) => {
          if (event.target.value) {
            setLeft(true);
            change(event.target.value);
          }
        }}
      />
    </Field>
  );
}
