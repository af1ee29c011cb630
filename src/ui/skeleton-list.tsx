import { useLingui } from "@lingui/react/macro";

/** Placeholder rows while a list loads (no spinner over a blank page). */
export function SkeletonList({ rows = 4 }: { rows?: number }) {
  const { t } = useLingui();
  return (
    <div className="skeleton-list" role="status" aria-label={t`Loading`}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <div key={index} className="skeleton-row" />
      ))}
    </div>
  );
}
