import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { RouterContext } from "./flows/router-context.ts";
import type { SessionActor } from "./flows/session.tsx";
import { growRouteTree, routeTree } from "./route-tree.ts";
import { LoadingOverlay } from "./ui/loading-overlay.tsx";
import { NotFound } from "./ui/not-found.tsx";
import { RouteError } from "./ui/route-error.tsx";

/**
 * The app's router; `history` is the browser's unless given (the prerender renders from a memory history).
 * It starts with the routes the tree has when it is made: the first screens', or all of them once
 * `loadWholeRouteTree` has run (src/route-tree.ts); `growRouteTree` in its context adds the rest later.
 */
export function createAppRouter(queryClient: QueryClient, session: SessionActor, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: {
      queryClient,
      session,
      growRouteTree: (): Promise<boolean> => growRouteTree(router),
    } satisfies RouterContext,
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: LoadingOverlay,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: false,
  });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
