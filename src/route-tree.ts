/**
 * The route tree in two steps. `routeTree.gen.ts` (made by TanStack's router plugin) imports every route's
 * definition: the 70-odd signed-in ones come with their loaders, search rules, pending screens and API modules,
 * about 13 KB of Brotli that a signed-out first screen (/login, /register, /forgotPassword, not-found) never
 * uses. So the app starts with the routes of those screens only, placed below exactly as the generated tree
 * places them (tests/unit/route-tree.test.ts holds the two to that), and the rest of the tree loads:
 * - at once when the app starts anywhere else or signed in (src/main.tsx, with the page's preload);
 * - when a signed-out player starts to use the screen: the first key, tap or focus (the signed-out layout);
 * - when a path needs it: the root route's guard grows the tree and matches the path again.
 * Importing `routeTree.gen.ts` gives the same root route all its children; `growRouteTree` then has the router
 * index them. Types are the whole tree's throughout, so links to any screen type-check as before.
 */
import type { AnyRoute, AnyRouter } from "@tanstack/react-router";
import { Route as rootRoute } from "./routes/__root.tsx";
import { Route as forgotPasswordRoute } from "./routes/_signedOut/forgotPassword.tsx";
import { Route as loginRoute } from "./routes/_signedOut/login.tsx";
import { Route as registerRoute } from "./routes/_signedOut/register.{-$referral_code}.tsx";
import { Route as signedOutRoute } from "./routes/_signedOut.tsx";
import { Route as indexRoute } from "./routes/index.tsx";
import { Route as notFoundRoute } from "./routes/not_found.tsx";
import type { routeTree as wholeRouteTree } from "./routeTree.gen.ts";

type Placement = { id: string; path?: string; getParentRoute: () => AnyRoute };
/** A file route's place in the tree, as the generated tree's `Route.update({ id, path, getParentRoute })` gives it. */
const place = (route: AnyRoute, placement: Placement) => route.update(placement as Parameters<AnyRoute["update"]>[0]);

place(indexRoute, { id: "/", path: "/", getParentRoute: () => rootRoute });
place(signedOutRoute, { id: "/_signedOut", getParentRoute: () => rootRoute });
place(notFoundRoute, { id: "/not_found", path: "/not_found", getParentRoute: () => rootRoute });
place(forgotPasswordRoute, { id: "/forgotPassword", path: "/forgotPassword", getParentRoute: () => signedOutRoute });
place(loginRoute, { id: "/login", path: "/login", getParentRoute: () => signedOutRoute });
place(registerRoute, {
  id: "/register/{-$referral_code}",
  path: "/register/{-$referral_code}",
  getParentRoute: () => signedOutRoute,
});
signedOutRoute._addFileChildren([forgotPasswordRoute, loginRoute, registerRoute]);
// the generated tree replaces these children with all of its own when it loads
rootRoute._addFileChildren([indexRoute, signedOutRoute, notFoundRoute]);

/** The root route with the first screens' routes (all of them once `loadWholeRouteTree` has run), typed whole. */
export const routeTree = rootRoute as unknown as typeof wholeRouteTree;

let whole: Promise<unknown> | undefined;
/** Loads the generated tree: from then on the root route has every route as its descendant. */
export function loadWholeRouteTree(): Promise<unknown> {
  // a failed load (offline) is tried again by the next caller
  whole ??= import("./routeTree.gen.ts").catch((error: unknown) => {
    whole = undefined;
    throw error;
  });
  return whole;
}

/**
 * Loads the whole tree and has the router index it; resolves true when that added routes, false when the
 * router had them all already (so a path that still matches nothing is not found).
 */
export async function growRouteTree(router: AnyRouter): Promise<boolean> {
  await loadWholeRouteTree();
  const known = Object.keys(router.routesById).length;
  router.setRoutes(router.buildRouteTree());
  return Object.keys(router.routesById).length > known;
}
