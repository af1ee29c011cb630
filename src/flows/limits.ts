import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import { type LimitsInput, limitsMachine } from "../../machines/limits.machine.ts";
import { responsibleKeys, setLimit } from "../api/responsible.ts";
import { useFlow } from "./use-flow.ts";

/**
 * The limits machine for one limit (the one the player tapped on /play_responsibly), wired to the
 * play-responsibly API; after a change the view (every limit, what is left, what waits) is read again.
 */
export function useLimitsFlow(input: LimitsInput) {
  const queryClient = useQueryClient();
  const logic = useMemo(
    () =>
      limitsMachine.provide({
        actors: { setLimit: fromPromise(({ input: body }) => setLimit(body)) },
        actions: {
          refreshResponsible: () => void queryClient.invalidateQueries({ queryKey: responsibleKeys.all }),
        },
      }),
    [queryClient],
  );
  return useFlow(logic, { input });
}
