import { useState } from "react";
import { errorCode } from "../../../../../../machines/errors.ts";

/**
 * One change of the player's profile sent to the server: busy while it runs, the refusal's message key
 * kept for the form to show (translated, beside the fields; no second alert), `done` after a success.
 */
export function useProfileChange<I, O>(send: (input: I) => Promise<O>, onDone: (output: O) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const run = async (input: I) => {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      const output = await send(input);
      onDone(output);
      setDone(true);
    } catch (failure) {
      setError(errorCode(failure));
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error, done, reset: () => setError(null) };
}
