/**
 * The route tree in two steps (src/route-tree.ts): the app starts with the signed-out first screens' routes,
 * placed as the generated tree places them, and grows to the whole tree. If a signed-out screen is added to
 * routeTree.gen.ts and not to the first tree, or placed differently there, this fails.
 */
import { type AnyRoute, createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { createSession } from "../../src/flows/session.tsx";
import { createQueryClient } from "../../src/query-client.ts";
import { createAppRouter } from "../../src/router.tsx";

type Placed = { id: string; fullPath: string; parent: string | undefined };
const placement = (route: AnyRoute): Placed => ({
  id: route.id,
  fullPath: route.fullPath,
  parent: route.parentRoute?.id,
});
const routesOf = (router: ReturnType<typeof createAppRouter>) =>
  Object.values(router.routesById as unknown as Record<string, AnyRoute>).map(placement);

describe("route tree", () => {
  it("starts with the signed-out screens only, placed as in the whole tree, and grows to every route", async () => {
    const queryClient = createQueryClient(() => {});
    const router = createAppRouter(queryClient, createSession(queryClient), createMemoryHistory());
    const first = routesOf(router);
    expect(first.map((route) => route.id).sort()).toEqual(
      [
        "__root__",
        "/",
        "/_signedOut",
        "/_signedOut/forgotPassword",
        "/_signedOut/login",
        "/_signedOut/register/{-$referral_code}",
        "/not_found",
      ].sort(),
    );
    expect(router.routesById).not.toHaveProperty("/_signedIn/(games)/home");

    // the guard's way: the whole tree loads and the router indexes it; a second time adds nothing
    await expect(router.options.context.growRouteTree()).resolves.toBe(true);
    await expect(router.options.context.growRouteTree()).resolves.toBe(false);
    const whole = routesOf(router);
    expect(whole.length).toBeGreaterThan(60);
    expect(router.routesById).toHaveProperty("/_signedIn/(games)/home");

    // each first route sits where the generated tree puts it
    for (const route of first) expect(whole).toContainEqual(route);
    // every route that is not behind the signed-in layout is in the first tree
    const signedOutOrShared = whole.filter((route) => !route.id.startsWith("/_signedIn"));
    expect(signedOutOrShared.map((route) => route.id).sort()).toEqual(first.map((route) => route.id).sort());

    // a router made after the whole tree loaded has it all from the start
    const later = createAppRouter(queryClient, createSession(queryClient), createMemoryHistory());
    expect(routesOf(later).length).toBe(whole.length);
    await expect(later.options.context.growRouteTree()).resolves.toBe(false);
  });

  it("matches each path by its route once grown", async () => {
    const queryClient = createQueryClient(() => {});
    const router = createAppRouter(
      queryClient,
      createSession(queryClient),
      createMemoryHistory({ initialEntries: ["/login"] }),
    );
    expect(router.matchRoutes("/login", {}).at(-1)?.routeId).toBe("/_signedOut/login");
    await router.options.context.growRouteTree();
    expect(router.matchRoutes("/home", {}).at(-1)?.routeId).toBe("/_signedIn/(games)/home");
    expect(router.matchRoutes("/register/ABC123", {}).at(-1)?.routeId).toBe("/_signedOut/register/{-$referral_code}");
  });
});
