import type { QueryClient } from "@tanstack/react-query";
import type { SessionActor } from "./session.tsx";

/**
 * What every route's loader and guard receive: the query cache, the session actor, and the way to load the
 * routes the app did not start with (src/route-tree.ts): true when that added routes.
 */
export type RouterContext = { queryClient: QueryClient; session: SessionActor; growRouteTree: () => Promise<boolean> };
