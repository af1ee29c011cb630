import type { ButtonHTMLAttributes, Ref } from "react";
import { useAppRunning } from "./use-app-running.ts";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: "primary" | "secondary" | "ghost";
  /** Shows a spinner and blocks repeat taps while the action runs. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({ variant = "primary", busy = false, className, children, disabled, ...props }: ButtonProps) {
  const running = useAppRunning();
  return (
    <button
      type="button"
      className={`button button--${variant}${className ? ` ${className}` : ""}`}
      disabled={disabled || busy || !running}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      <span>{children}</span>
    </button>
  );
}
