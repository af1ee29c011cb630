import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorCode, type FlowError } from "../../machines/errors.ts";
import type { DisableTwoStepBody } from "../api/contract/security.ts";
import { disableTwoStep, enableTwoStep, securityKeys, setUpTwoStep, twoStepQuery } from "../api/security.ts";

/**
 * One call of the two-step settings: busy while it runs, and the refusal's message key kept for the form to show
 * beside its fields (not the app's alert as well). `run` answers the output, or null after a refusal.
 */
function useCall<I, O>(send: (input: I) => Promise<O>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FlowError | null>(null);
  const run = async (input: I): Promise<O | null> => {
    setBusy(true);
    setError(null);
    try {
      return await send(input);
    } catch (failure) {
      setError(errorCode(failure));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error, clear: () => setError(null) };
}

/**
 * Two-step sign-in of the signed-in player (/security/two_step): the status, setting up a secret for the app,
 * turning it on with a code (the ten recovery codes come back, once) and off with the password and a code. What
 * changes is read again for every screen that shows it (the security overview too).
 */
export function useTwoStepSettings() {
  const queryClient = useQueryClient();
  const status = useQuery(twoStepQuery());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: securityKeys.all });
  const setup = useCall(() => setUpTwoStep());
  const enable = useCall(async (code: string) => {
    const answer = await enableTwoStep({ code });
    refresh();
    return answer.recovery_codes;
  });
  const disable = useCall(async (body: DisableTwoStepBody) => {
    const answer = await disableTwoStep(body);
    queryClient.setQueryData(securityKeys.twoStep(), answer);
    refresh();
    return answer;
  });
  return { status, setup, enable, disable };
}
