import { useId } from "react";

/** A labelled date input (YYYY-MM-DD); empty means no date. */
export function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__frame">
        <input
          id={id}
          type="date"
          className="field__input"
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      </div>
    </div>
  );
}
