import { msg } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import { pinMachine } from "../../machines/pin.machine.ts";
import { pinQuery, resetPin, updatePin, userKeys } from "../api/user.ts";
import { walletKeys } from "../api/wallet.ts";
import { i18n } from "../i18n/i18n.ts";
import { notify } from "../ui/notifications.tsx";
import { justLoaded } from "./just-loaded.ts";
import { otpLogic } from "./otp.ts";
import { useFlow } from "./use-flow.ts";

/**
 * The PIN machine wired to the player API. The status is read through the query cache, so a request the
 * route's loader has started (or just answered) is used instead of asking again. A toast confirms a saved PIN.
 */
export function pinLogic(queryClient: QueryClient) {
  return pinMachine.provide({
    actors: {
      checkPin: fromPromise(() => queryClient.fetchQuery({ ...pinQuery(), staleTime: justLoaded })),
      updatePin: fromPromise(({ input }) => updatePin(input)),
      otp: otpLogic,
      resetPin: fromPromise(({ input }) => resetPin(input)),
    },
    actions: {
      refreshPinStatus: () => {
        void queryClient.invalidateQueries({ queryKey: userKeys.pin() });
        void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawInfo() });
      },
      announceSaved: (_, { changed }) =>
        notify("success", i18n._(changed ? msg`Your PIN is changed` : msg`Your PIN is set`)),
    },
  });
}

/** Setting or changing the PIN, on a screen of its own. */
export function usePinFlow() {
  const queryClient = useQueryClient();
  const logic = useMemo(() => pinLogic(queryClient), [queryClient]);
  return useFlow(logic);
}
