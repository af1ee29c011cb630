import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { Theme } from "./api/contract/tenant.ts";
import { type SessionActor, SessionProvider } from "./flows/session.tsx";
import { ThemeBootGate } from "./flows/theme-boot.tsx";
import { i18n } from "./i18n/i18n.ts";
import type { createAppRouter } from "./router.tsx";
import { WifiOffIcon } from "./ui/first-screen-icons.tsx";
import { NotificationsHost } from "./ui/notifications.tsx";

type AppProps = {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  session: SessionActor;
  /** The tenant theme the page came with, if any (the gate then opens at once). */
  theme: Theme | null;
};

/** The whole app; the same tree renders in the browser and in the prerender (scripts/prerender.ts). */
export function App({ queryClient, router, session, theme }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeBootGate injected={theme}>
          <SessionProvider session={session}>
            <RouterProvider router={router} />
          </SessionProvider>
        </ThemeBootGate>
        <OfflineWatcher />
        <NotificationsHost />
      </QueryClientProvider>
    </I18nProvider>
  );
}

/**
 * 'Network is offline' at the top for 4 seconds whenever the connection drops
 * (SPEC §8, §9). Drawn here rather than by the lazily loaded toaster, which
 * cannot load once the network is gone.
 */
function OfflineWatcher() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOffline = () => {
      setVisible(true);
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(false), 4000);
    };
    window.addEventListener("offline", onOffline);
    // already offline when the app started (the prerendered first screen shows before the app runs)
    if (!navigator.onLine) onOffline();
    return () => {
      window.removeEventListener("offline", onOffline);
      clearTimeout(timer);
    };
  }, []);
  return (
    <div className="offline-toast" role="status" aria-live="assertive">
      {visible ? (
        <p className="offline-toast__body">
          <WifiOffIcon /> {t`Network is offline`}
        </p>
      ) : null}
    </div>
  );
}
