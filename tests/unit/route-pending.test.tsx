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
import { ApiError } from "../../src/api/client.ts";
import { RoutePending } from "../../src/routes/_signedIn/-components/route-pending.tsx";
import { TransactionLoadFailed } from "../../src/routes/_signedIn/(wallet)/-components/transaction-load-failed.tsx";

function renderRoute(options: Record<string, unknown>) {
  if (i18n.locale !== "en-US") i18n.loadAndActivate({ locale: "en-US", messages: {} });
  window.scrollTo = () => {};
  const rootRoute = createRootRoute({ component: Outlet });
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: "/screen",
    component: () => <p>loaded</p>,
    ...options,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: ["/screen"] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

it("a signed-in route's pending screen shows its staticData title over its number of placeholder rows", async () => {
  renderRoute({
    staticData: { title: { id: "route-pending.test", message: "Wallet" }, pendingRows: 2 },
    loader: () => new Promise<void>(() => {}),
    pendingMs: 0,
    pendingComponent: RoutePending,
  });
  expect(await screen.findByRole("heading", { name: "Wallet" })).toBeDefined();
  expect(screen.getByRole("status", { name: "Loading" }).children).toHaveLength(2);
  expect(screen.queryByText("loaded")).toBeNull();
});

it("a transaction screen whose transaction the API refuses says so under the route's staticData title", async () => {
  renderRoute({
    staticData: { title: { id: "route-error.test", message: "Payment result" } },
    loader: () => Promise.reject(new ApiError(404, "Transaction not found")),
    errorComponent: TransactionLoadFailed,
  });
  expect(await screen.findByRole("heading", { name: "Payment result" })).toBeDefined();
  expect(screen.getByText("Transaction not found")).toBeDefined();
  expect(screen.queryByText("loaded")).toBeNull();
});
