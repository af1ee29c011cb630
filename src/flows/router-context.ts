import type { QueryClient } from "@tanstack/react-query";
import type { SessionActor } from "./session.tsx";

/** What every route's loader and guard receive: the query cache and the session actor. */
export type RouterContext = { queryClient: QueryClient; session: SessionActor };
