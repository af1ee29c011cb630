import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { toApiError } from "./api/client.ts";

/**
 * Queries do not refetch on window focus and do not retry (SPEC §9). A failed
 * query or mutation is reported to `onFailure`, which shows it after 500 ms.
 */
export function createQueryClient(onFailure: (messageKey: string) => void): QueryClient {
  const report = (error: unknown) => {
    const apiError = toApiError(error);
    // a 401 resets the session, which tells the player why; no second alert
    if (apiError.status === 401) return;
    setTimeout(() => onFailure(apiError.messageKey), 500);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: report }),
    mutationCache: new MutationCache({ onError: report }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
