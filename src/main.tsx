import { type ReactNode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { selectIsSignedIn } from "../machines/session.selectors.ts";
import { setClientCredentials } from "./api/client.ts";
import { App } from "./app.tsx";
import { createSession } from "./flows/session.tsx";
import { inlinedTheme, prefetchTheme } from "./flows/theme-boot.tsx";
import { inspector, wantsInspection } from "./flows/use-flow.ts";
import { activateLocale, i18n } from "./i18n/i18n.ts";
import { translateServerMessage } from "./i18n/server-messages.ts";
import { clearChunkReloadFlag, reloadOnceForStaleChunk } from "./lib/chunk-reload.ts";
import { afterFirstInput } from "./lib/first-input.ts";
import { liveInspectionModule } from "./lib/inspection-channel.ts";
import { initialLocale } from "./lib/locales.ts";
import { prerenderedRouteAttribute } from "./lib/prerender.ts";
import { holdTypedText } from "./lib/typed-before-hydration.ts";
import { createQueryClient } from "./query-client.ts";
import { loadWholeRouteTree } from "./route-tree.ts";
import { createAppRouter } from "./router.tsx";
import { notify } from "./ui/notifications.tsx";
import "./styles.css";

// a lazily loaded screen whose chunk is gone after a deploy reloads the page once
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnceForStaleChunk(event.payload)) event.preventDefault();
});

// The service worker (the app offline and installable: src/service-worker.ts) registers at the player's first tap
// or key, never with the first screen: neither its code nor what it precaches competes with that screen's loading.
// Only the players' build has one (vite.config.ts: the production mode's), not the dev server.
if (import.meta.env.MODE === "production" && "serviceWorker" in navigator) {
  afterFirstInput(
    () =>
      void Promise.all([import("virtual:pwa-register"), import("./service-worker.ts")]).then(
        ([pwa, worker]) => worker.startServiceWorker(pwa.registerSW),
        () => {},
      ),
  );
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

// The theme and the language catalog load in parallel; no screen shows before both. A page served by
// the reference API brings the theme (and, for the signed-out screens, their HTML in a language).
const locale = initialLocale();
setClientCredentials({ language: locale });
i18n.on("change", () => setClientCredentials({ language: i18n.locale as typeof locale }));
const theme = inlinedTheme();
prefetchTheme(theme);
// a prerendered first screen in this language waits only for its own messages; the rest follows it
const prerenderedRoute = root.getAttribute(prerenderedRouteAttribute);
const prerendered = prerenderedRoute !== null && theme !== null && document.documentElement.lang === locale;
/**
 * The boot is an async function, not top-level awaits: the code it imports (the catalog, the route tree, the
 * screens) shares chunks with this module, and a module still waiting at its top level would keep every chunk
 * that imports it from running, so its own dynamic imports would never settle.
 */
void boot(root);

async function boot(root: HTMLElement) {
  // Any other page needs the routes beyond the first screens' (src/route-tree.ts): they load beside the catalog
  // (index.html preloads them), and the router is made once they are in. On a failure the root route's guard
  // tries again.
  if (!prerendered) void loadWholeRouteTree().catch(() => {});
  await activateLocale(locale, prerendered ? "first screen" : "all");
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
  const session = createSession(queryClient);

  /**
   * The page's HTML is the first screen prerendered (scripts/prerender.ts) when the server had one for
   * this path and language: it is hydrated, not drawn again, if this visit would draw the same screen
   * (signed out, the same language, the same route, the tenant's theme in the page). Otherwise the app
   * draws itself over it (a signed-in player on /login is sent home anyway).
   */
  const hydrate = prerendered && !selectIsSignedIn(session.getSnapshot());
  // (a signed-in start on a first screen goes home: it needs the whole tree too; the load is shared)
  if (!hydrate) await loadWholeRouteTree().catch(() => {});
  const router = createAppRouter(queryClient, session);
  router.subscribe("onResolved", () => clearChunkReloadFlag());
  const app = <App queryClient={queryClient} router={router} session={session} theme={theme} />;

  if (hydrate) {
    // resolve the route (its code and guards) first, so the first render is the prerendered screen
    await router.load();
    // The screen's code is in the entry's chunk (vite.config.ts), so the load settles in this task: give the main
    // thread back before hydrating, so the boot, the load and the hydration are not one long task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (router.state.matches.at(-1)?.routeId === prerenderedRoute) {
      // The router draws a server's tree (no Suspense of its own around the root) when it knows the page
      // came from one: told so, its first render matches the prerendered HTML. It keeps that shape for
      // the page's life (switching back would draw the whole tree again).
      router.ssr = { manifest: undefined };
      holdTypedText(root);
      hydrateRoot(root, app);
    } else {
      drawOver(root, app);
    }
  } else {
    // Without the theme in the page, fetch the screens of the current path now, in parallel with the theme,
    // instead of after it (the router would only ask once the theme gate opens). With it, the gate opens at
    // once and the router asks straight away: the loop would only add work to the boot's task.
    for (const match of theme ? [] : router.matchRoutes(router.state.location)) {
      const route = (router.routesById as unknown as Record<string, Parameters<typeof router.loadRouteChunk>[0]>)[
        match.routeId
      ];
      if (route) void router.loadRouteChunk(route)?.catch(() => {});
    }
    drawOver(root, app);
  }
}

/**
 * The app's first drawing is a transition: React draws it in slices and gives the main thread back between
 * them, instead of one long task for the whole screen (a signed-in /home: the shell, the lobby, the tab bar).
 */
function drawOver(element: HTMLElement, app: ReactNode) {
  element.removeAttribute(prerenderedRouteAttribute);
  element.replaceChildren();
  const root = createRoot(element);
  startTransition(() => root.render(app));
}
