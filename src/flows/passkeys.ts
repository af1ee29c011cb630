import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorCode, type FlowError } from "../../machines/errors.ts";
import type { PasskeyList, PasskeyRegistrationResponse } from "../api/contract/security.ts";
import { addPasskey, passkeyRegistrationOptions, removePasskey, securityKeys } from "../api/security.ts";
import { ceremonyFailure } from "./passkey-ceremony.ts";

/**
 * Adds a passkey: a single-use challenge from the server, the browser's prompt (@simplewebauthn/browser's
 * startRegistration), the server's check. A prompt the browser refuses throws `ceremonyFailure`.
 */
async function createPasskey(name: string): Promise<PasskeyList> {
  const [{ startRegistration }, { challenge_id, options }] = await Promise.all([
    import("@simplewebauthn/browser"),
    passkeyRegistrationOptions(),
  ]);
  const response = await startRegistration({
    optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]["optionsJSON"],
  }).catch((error: unknown) => {
    throw ceremonyFailure(error, "add");
  });
  return addPasskey({ challenge_id, name, response: response as PasskeyRegistrationResponse });
}

/** One action of the passkeys screen: busy while it runs, its failure's key kept for the screen to show. */
function useAction<I>(run: (input: I) => Promise<PasskeyList>, onDone?: () => void) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FlowError | null>(null);
  const start = async (input: I) => {
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(securityKeys.passkeys(), await run(input));
      onDone?.();
    } catch (failure) {
      setError(errorCode(failure));
      // a passkey removed on another device, or the list changed meanwhile: read it again
      void queryClient.invalidateQueries({ queryKey: securityKeys.passkeys() });
    } finally {
      setBusy(false);
      // the security overview counts them
      void queryClient.invalidateQueries({ queryKey: securityKeys.overview() });
    }
  };
  return { start, busy, error, reset: () => setError(null) };
}

/**
 * The player's passkeys on /security/passkeys: `add` (named; the browser's prompt), `remove` (after the screen's
 * confirmation). Each keeps its error for the screen (a closed prompt is `passkeyCancelled`: a calm note, the name
 * kept) instead of the app's alert; the list in the query cache is replaced by the server's answer.
 */
export function usePasskeyActions(options: { onAdded?: () => void; onRemoved?: () => void } = {}) {
  const add = useAction(createPasskey, options.onAdded);
  const remove = useAction(removePasskey, options.onRemoved);
  return { add, remove };
}
