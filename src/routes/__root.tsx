import {
  createRootRouteWithContext,
  lazyRouteComponent,
  Outlet,
  redirect,
  useRouterState,
} from "@tanstack/react-router";
import { useLayoutEffect } from "react";
import type { RouterContext } from "../flows/router-context.ts";

export const Route = createRootRouteWithContext<RouterContext>()({
  // A path that no route of the tree so far matches (only the root did) may be a screen the app has not loaded
  // yet (src/route-tree.ts): the tree grows, and the same address is matched again. A preload only grows it.
  // It stays synchronous for a path the tree has (an async guard would make every navigation wait a turn).
  beforeLoad: ({ matches, location, preload, context }) => {
    if (matches.length > 1) return;
    return context.growRouteTree().then((grown) => {
      if (grown && !preload) throw redirect({ href: location.href, replace: true });
    });
  },
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
