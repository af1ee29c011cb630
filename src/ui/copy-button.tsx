import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { CheckIcon, CopyIcon } from "./icons.tsx";
import { notify } from "./notifications.tsx";

/**
 * Copies a value (an address, an account number, a reference) to the clipboard. Its accessible name says what
 * is copied ("Copy reference"); after a copy it shows a tick for a moment and a toast confirms it. Where the
 * clipboard is refused (an insecure origin, a denied permission) the toast says to copy by hand.
 */
export function CopyButton({ value, label, className }: { value: string; label: string; className?: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notify("success", t`Copied`);
    } catch {
      notify("error", t`Could not copy. Press and hold the text to copy it.`);
    }
  };
  return (
    <button
      type="button"
      className={`copy-button${className ? ` ${className}` : ""}`}
      aria-label={t`Copy ${label}`}
      onClick={() => void copy()}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </button>
  );
}
