import type { ReactNode } from "react";

/**
 * The primary action of a long form, kept in reach: it sticks to the bottom of the screen, above the tab bar
 * (signed in) or the safe area (signed out), and above the on-screen keyboard (the viewport resizes for it
 * and the tab bar steps aside while a field has focus). Put the form's submit button(s) inside.
 */
export function StickyActions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={`sticky-actions${className ? ` ${className}` : ""}`}>{children}</div>;
}
