import { createRoot } from "react-dom/client";
import { setClientCredentials } from "./api/client.ts";
import { App } from "./app.tsx";
import { prefetchTheme } from "./flows/theme-boot.tsx";
import { inspector, wantsInspection } from "./flows/use-flow.ts";
import { activateLocale, i18n } from "./i18n/i18n.ts";
import { initialLocale } from "./i18n/locales.ts";
import { translateServerMessage } from "./i18n/server-messages.ts";
import { clearChunkReloadFlag, reloadOnceForStaleChunk } from "./lib/chunk-reload.ts";
import { liveInspectionModule } from "./lib/inspection-channel.ts";
import { createQueryClient } from "./query-client.ts";
import { createAppRouter } from "./router.tsx";
import { notify } from "./ui/notifications.tsx";
import "./styles.css";

// a lazily loaded screen whose chunk is gone after a deploy reloads the page once
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnceForStaleChunk(event.payload)) event.preventDefault();
});

// the theme and the language catalog load in parallel; no screen shows before both
const locale = initialLocale();
setClientCredentials({ language: locale });
i18n.on("change", () => setClientCredentials({ language: i18n.locale as typeof locale }));
prefetchTheme();
await activateLocale(locale);
// Live inspection for the statechart visualiser: only when asked for (dev, or ?inspect). Its code is
// not in this build: in development it is imported from the source, otherwise it is the
// visualiser's module, which the server serves only with the sandbox on. Without it, no inspection.
if (wantsInspection()) {
  type LiveInspection = typeof import("./visualiser/live-inspection.ts");
  const live: Promise<LiveInspection> = import.meta.env.DEV
    ? import("./visualiser/live-inspection.ts")
    : import(/* @vite-ignore */ liveInspectionModule);
  await live.then(
    (module) => module.startLiveInspection(inspector),
    () => {},
  );
}

const queryClient = createQueryClient((messageKey) =>
  notify("error", translateServerMessage(i18n, messageKey), { id: `failure:${messageKey}` }),
);
const router = createAppRouter(queryClient);
// Fetch the screens of the current path now, in parallel with the theme and the catalog,
// instead of after them (the router would only ask once the theme gate opens).
for (const match of router.matchRoutes(router.state.location)) {
  const route = (router.routesById as unknown as Record<string, Parameters<typeof router.loadRouteChunk>[0]>)[
    match.routeId
  ];
  if (route) void router.loadRouteChunk(route)?.catch(() => {});
}
router.subscribe("onResolved", () => clearChunkReloadFlag());

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
createRoot(root).render(<App queryClient={queryClient} router={router} />);
