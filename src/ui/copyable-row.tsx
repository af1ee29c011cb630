import { CopyButton } from "./copy-button.tsx";

/**
 * A row of an info list whose value (a reference, an account name or number, a hash) wraps at any character beside
 * a button that copies it. `stacked` puts the value under its term.
 */
export function CopyableRow({
  term,
  value,
  copyLabel,
  stacked = false,
}: {
  term: string;
  value: string;
  /** What the copy button says it copies. */
  copyLabel: string;
  stacked?: boolean;
}) {
  return (
    <div className={stacked ? "info-list__stacked" : undefined}>
      <dt>{term}</dt>
      <dd className="copyable">
        <span className="copyable__value">{value}</span>
        <CopyButton value={value} label={copyLabel} />
      </dd>
    </div>
  );
}
