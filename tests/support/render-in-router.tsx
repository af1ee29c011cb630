import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";

/**
 * Renders a part that links to screens (<Link>) inside a one-route router, with Lingui in en-US and a query
 * client whose cache the test may fill first. Links render as real anchors with their hrefs.
 */
export function renderInRouter(ui: ReactElement, queryClient = new QueryClient()) {
  if (i18n.locale !== "en-US") i18n.loadAndActivate({ locale: "en-US", messages: {} });
  // the router restores the scroll position on navigation; jsdom has no scrolling to do
  window.scrollTo = () => {};
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ["/"] }) });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}
