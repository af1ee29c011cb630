import { useLingui } from "@lingui/react/macro";
import { Link, useRouterState } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTheme } from "../theme/theme-context.ts";
import { Brand } from "./brand.tsx";
import { areaOf, useNavigation } from "./navigation.tsx";

/**
 * The frame of every signed-in screen (and of the not-found screen for a signed-in player): the header with the
 * brand (and, at its end, what the signed-in layout puts there: the mail envelope), the content, and the bottom tab
 * bar. The tab of the current area stays highlighted on its sub-pages; with `marksArea={false}` (the not-found
 * screen, whose path may lie in an area, e.g. a chat with a player who does not exist) no tab is.
 */
export function AppShell({
  children,
  headerEnd,
  marksArea = true,
}: {
  children: ReactNode;
  headerEnd?: ReactNode;
  marksArea?: boolean;
}) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const tabs = useNavigation("tab");
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = marksArea ? areaOf(pathname, tabs) : undefined;
  return (
    <div className="app-shell">
      <header className="app-header">
        <Link to="/home" className="brand" aria-label={t`${theme.brand_name} home`}>
          <Brand />
        </Link>
        {headerEnd}
      </header>
      <div className="app-content">{children}</div>
      <nav className="tab-bar" aria-label={t`Main`}>
        {tabs.map((tab) => {
          const active = tab === current;
          return (
            <Link
              key={tab.to}
              // only entries whose screen is in the route tree are here (useNavigation checks it)
              to={tab.to as "/"}
              className={active ? "tab-bar__item tab-bar__item--active" : "tab-bar__item"}
              aria-current={active ? (pathname === tab.to ? "page" : "true") : undefined}
            >
              <tab.icon />
              <span className="tab-bar__label">{i18n._(tab.label)}</span>
            </Link>
          );
        })}
      </nav>
    </div>
  );
}
