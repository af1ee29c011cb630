import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import { activateLocale } from "../i18n/i18n.ts";
import { isLocale, locales } from "../lib/locales.ts";
import { retypeHeldText } from "../lib/typed-before-hydration.ts";
import { GlobeIcon } from "./first-screen-icons.tsx";

/** Language choice; persisted, and it re-renders the whole app in the new language. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [pending, setPending] = useState(false);
  // a language chosen on the prerendered screen before the app ran is chosen again now that it runs
  useEffect(() => {
    const select = document.getElementById(id);
    if (select instanceof HTMLSelectElement) retypeHeldText(select);
  }, [id]);
  return (
    <div className={`language-switcher${compact ? " language-switcher--compact" : ""}`}>
      <GlobeIcon className="language-switcher__icon" />
      <label htmlFor={id} className={compact ? "visually-hidden" : "language-switcher__label"}>
        {t`Language`}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={i18n.locale}
        disabled={pending}
        onChange={async (event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setPending(true);
          try {
            await activateLocale(next);
          } finally {
            setPending(false);
          }
        }}
      >
        {Object.entries(locales).map(([value, name]) => (
          <option key={value} value={value} lang={value}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
