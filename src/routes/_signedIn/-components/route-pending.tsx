import { useMatch } from "@tanstack/react-router";
import { ScreenPending } from "../../../ui/screen-pending.tsx";
import { useRouteTitle } from "./route-title.ts";

/**
 * Every signed-in sub-screen while its route loads: the screen's own title (the route's `staticData.title`) over
 * `staticData.pendingRows` placeholder rows. One pending screen for the routes that set it as their
 * `pendingComponent`: a route's pending component is not split from the route, so it stays this small.
 */
export function RoutePending() {
  const title = useRouteTitle();
  const rows = useMatch({ strict: false, select: (match) => match.staticData.pendingRows });
  return <ScreenPending title={title} rows={rows} />;
}
