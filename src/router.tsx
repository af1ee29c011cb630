import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { RouterContext } from "./flows/router-context.ts";
import type { SessionActor } from "./flows/session.tsx";
import { routeTree } from "./routeTree.gen.ts";
import { LoadingOverlay } from "./ui/loading-overlay.tsx";
import { NotFound } from "./ui/not-found.tsx";
import { RouteError } from "./ui/route-error.tsx";

/** The app's router; `history` is the browser's unless given (the prerender renders from a memory history). */
export function createAppRouter(queryClient: QueryClient, session: SessionActor, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, session } satisfies RouterContext,
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: LoadingOverlay,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: false,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
