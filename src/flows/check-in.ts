import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import { checkInMachine } from "../../machines/check-in.machine.ts";
import { claimCheckIn, getCheckIn } from "../api/check-in.ts";
import { refreshMoney } from "./money.ts";
import { useFlow } from "./use-flow.ts";

/**
 * The check-in machine wired to the check-in API; after a claim (or a refusal: another device claimed) the
 * user card (points) and the wallet (a bonus) are read again.
 */
export function useCheckInFlow() {
  const queryClient = useQueryClient();
  const logic = useMemo(
    () =>
      checkInMachine.provide({
        actors: {
          loadCheckIn: fromPromise(() => getCheckIn()),
          claimCheckIn: fromPromise(({ input }) => claimCheckIn(input)),
        },
        actions: { refreshPlayer: () => refreshMoney(queryClient) },
      }),
    [queryClient],
  );
  return useFlow(logic);
}
