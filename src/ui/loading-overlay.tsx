import { useLingui } from "@lingui/react/macro";

/** Shown while the theme or a screen loads; matches the static splash of index.html. */
export function LoadingOverlay() {
  const { t } = useLingui();
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="visually-hidden">{t`Loading`}</span>
    </div>
  );
}
