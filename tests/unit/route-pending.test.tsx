import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { RoutePending } from "../../src/routes/_signedIn/-components/route-pending.tsx";

it("a signed-in route's pending screen shows its staticData title over its number of placeholder rows", async () => {
  if (i18n.locale !== "en-US") i18n.loadAndActivate({ locale: "en-US", messages: {} });
  window.scrollTo = () => {};
  const rootRoute = createRootRoute({ component: Outlet });
  const waiting = createRoute({
    getParentRoute: () => rootRoute,
    path: "/wallet",
    staticData: { title: { id: "route-pending.test", message: "Wallet" }, pendingRows: 2 },
    loader: () => new Promise<void>(() => {}),
    pendingMs: 0,
    pendingComponent: RoutePending,
    component: () => <p>loaded</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([waiting]),
    history: createMemoryHistory({ initialEntries: ["/wallet"] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  expect(await screen.findByRole("heading", { name: "Wallet" })).toBeDefined();
  const rows = screen.getByRole("status", { name: "Loading" }).children;
  expect(rows).toHaveLength(2);
  expect(screen.queryByText("loaded")).toBeNull();
});
