import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { useEffect } from "react";
import { SessionContext, SessionProvider } from "./flows/session.tsx";
import { ThemeBootGate } from "./flows/theme-boot.tsx";
import { i18n } from "./i18n/i18n.ts";
import type { createAppRouter } from "./router.tsx";
import { NotificationsHost, notify } from "./ui/notifications.tsx";

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

/** 'Network is offline' at the top for 4 seconds whenever the connection drops (SPEC §8, §9). */
function OfflineWatcher() {
  const { t } = useLingui();
  useEffect(() => {
    const onOffline = () => notify("warning", t`Network is offline`, { id: "offline", duration: 4000 });
    window.addEventListener("offline", onOffline);
    return () => window.removeEventListener("offline", onOffline);
  }, [t]);
  return null;
}
