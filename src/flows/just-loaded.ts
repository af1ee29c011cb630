/**
 * How long an answer a route's loader fetched counts as fresh for the machine that
 * reads it next (`queryClient.fetchQuery({ ...query, staleTime: justLoaded })`): the
 * machine joins the loader's request, or uses its answer, instead of asking twice.
 * Anything invalidated since (a saved PIN, a withdrawal) is asked for again.
 */
export const justLoaded = 5_000;
