import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { SessionContext, SessionProvider } from "./flows/session.tsx";
import { ThemeBootGate } from "./flows/theme-boot.tsx";
import { i18n } from "./i18n/i18n.ts";
import type { createAppRouter } from "./router.tsx";
import { WifiOffIcon } from "./ui/icons.tsx";
import { NotificationsHost } from "./ui/notifications.tsx";

type AppProps = { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> };

export function App({ queryClient, router }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeBootGate>
          <SessionProvider queryClient={queryClient}>
            <RoutedApp router={router} queryClient={queryClient} />
          </SessionProvider>
        </ThemeBootGate>
        <OfflineWatcher />
        <NotificationsHost />
      </QueryClientProvider>
    </I18nProvider>
  );
}

function RoutedApp({ router, queryClient }: AppProps) {
  const session = SessionContext.useActorRef();
  return <RouterProvider router={router} context={{ queryClient, session }} />;
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
