/**
 * The app drawn to HTML at build time (scripts/prerender.ts runs this module, built for Node with
 * `vite build --mode prerender`): the signed-out first screens in each language, with the same tree
 * the browser hydrates (src/main.tsx), drawn for a visitor with no stored session and with the theme
 * placeholders the server fills in per tenant (server/http/prerendered.ts).
 */
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { App } from "./app.tsx";
import { createSession } from "./flows/session.tsx";
import { loadLocale } from "./i18n/i18n.ts";
import type { Locale } from "./lib/locales.ts";
import { themePlaceholders } from "./lib/prerender.ts";
import { createQueryClient } from "./query-client.ts";
import { loadWholeRouteTree } from "./route-tree.ts";
import { createAppRouter } from "./router.tsx";

/** The HTML of #root for a path in a language, and the route id it shows. */
export async function render(path: string, locale: Locale): Promise<{ html: string; routeId: string }> {
  // every route known, so that a path is drawn as not found only when no route of the app matches it
  await loadWholeRouteTree();
  await loadLocale(locale);
  const queryClient = createQueryClient(() => {});
  const session = createSession(queryClient);
  const router = createAppRouter(queryClient, session, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const html = renderToString(
    <App queryClient={queryClient} router={router} session={session} theme={themePlaceholders} />,
  );
  session.stop();
  queryClient.clear();
  // the deepest route drawn (the root alone for a path that is not found): the app hydrates only that
  return { html, routeId: router.state.matches.at(-1)?.routeId ?? "" };
}

/** Every route's full path (TanStack's syntax: `$param`, `{-$optional}`), for the server's not-found answer. */
export async function routePaths(): Promise<string[]> {
  await loadWholeRouteTree();
  const queryClient = createQueryClient(() => {});
  const router = createAppRouter(queryClient, createSession(queryClient), createMemoryHistory());
  return Object.keys(router.routesByPath).sort();
}
