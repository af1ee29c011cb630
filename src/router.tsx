import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import type { RouterContext } from "./flows/router-context.ts";
import type { SessionActor } from "./flows/session.tsx";
import { routeTree } from "./routeTree.gen.ts";
import { LoadingOverlay } from "./ui/loading-overlay.tsx";
import { NotFound } from "./ui/not-found.tsx";
import { RouteError } from "./ui/route-error.tsx";

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient, session: undefined as unknown as SessionActor } satisfies RouterContext,
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
