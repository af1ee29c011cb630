import { createRootRouteWithContext, lazyRouteComponent, Outlet, useRouterState } from "@tanstack/react-router";
import { useLayoutEffect } from "react";
import type { RouterContext } from "../flows/router-context.ts";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // inside the shell the player is in; loaded when needed (the signed-in shell is not on the first screen)
  notFoundComponent: lazyRouteComponent(() => import("./-components/not-found-screen.tsx"), "NotFoundScreen"),
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
