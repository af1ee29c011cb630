import type { ReactNode } from "react";
import { Brand } from "./brand.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";

/** The frame of the signed-out screens (and of the not-found screen for a visitor): the brand, the language, the content. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-layout">
      <header className="auth-layout__bar">
        <div className="brand">
          <Brand />
        </div>
        <LanguageSwitcher compact />
      </header>
      {children}
    </div>
  );
}
