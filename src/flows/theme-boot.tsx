import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { fromPromise } from "xstate";
import { themeBootMachine } from "../../machines/theme-boot.machine.ts";
import { selectHasFailed, selectReadyTheme } from "../../machines/theme-boot.selectors.ts";
import { checkLater } from "../api/client.ts";
import type { Theme } from "../api/contract/tenant.ts";
import { getTheme } from "../api/tenant.ts";
import { translateServerMessage } from "../i18n/server-messages.ts";
import { applyTheme } from "../theme/apply-theme.ts";
import { ThemeContext } from "../theme/theme-context.ts";
import { Button } from "../ui/button.tsx";
import { RefreshIcon } from "../ui/first-screen-icons.tsx";
import { LoadingOverlay } from "../ui/loading-overlay.tsx";
import { useFlow } from "./use-flow.ts";

let firstTheme: ReturnType<typeof getTheme> | null = null;

/**
 * The theme the reference API put into the page: a `<script type="application/json" id="tenant-theme">`
 * data block (data, not code, so the page's CSP needs no hash for it). Null when absent or unreadable.
 */
export function inlinedTheme(): Theme | null {
  const text = document.getElementById("tenant-theme")?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === "object" ? (data as Theme) : null;
  } catch {
    return null;
  }
}

/**
 * Starts the theme early (main.tsx does, in parallel with the language catalog) when the page did
 * not bring it: the reference API puts the tenant's theme into the page itself (the machine then
 * starts ready with it); elsewhere (a CDN) the theme is fetched.
 */
export function prefetchTheme(inlined: Theme | null): void {
  if (inlined) {
    checkLater("Theme", inlined, "the page's inlined theme");
    return;
  }
  firstTheme = getTheme();
  firstTheme.catch(() => {});
}

const themeBoot = themeBootMachine.provide({
  actors: {
    loadTheme: fromPromise(() => {
      const pending = firstTheme ?? getTheme();
      firstTheme = null;
      return pending;
    }),
  },
  actions: { applyTheme: (_, { theme }) => applyTheme(theme) },
});

/**
 * No screen shows before the tenant theme is loaded and applied. `injected`: the theme the page
 * came with (the prerendered first screen was drawn for it), which opens the gate at once.
 */
export function ThemeBootGate({ injected = null, children }: { injected?: Theme | null; children: ReactNode }) {
  const [snapshot, send] = useFlow(themeBoot, { input: { theme: injected } });
  const { t, i18n } = useLingui();
  const theme = selectReadyTheme(snapshot);
  if (theme) return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>;
  if (selectHasFailed(snapshot)) {
    return (
      <main className="boot-failed">
        <h1 className="boot-failed__title">{t`Failed to load`}</h1>
        <p className="boot-failed__text">
          {snapshot.context.error && snapshot.context.error !== "Error Encountered"
            ? translateServerMessage(i18n, snapshot.context.error)
            : t`Network is busy`}
        </p>
        <Button onClick={() => send({ type: "themeBoot.retry" })}>
          <RefreshIcon /> {t`Try again`}
        </Button>
      </main>
    );
  }
  return <LoadingOverlay />;
}
