import { createRootRouteWithContext, Outlet, useRouterState } from "@tanstack/react-router";
import { useLayoutEffect } from "react";
import type { RouterContext } from "../flows/router-context.ts";
import { NotFound } from "../ui/not-found.tsx";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});

function Root() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // every page starts at the top when the path changes (SPEC §2)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
