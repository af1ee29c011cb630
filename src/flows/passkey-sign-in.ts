import { startAuthentication } from "@simplewebauthn/browser";
import type { PasskeyAuthenticationResponse } from "../api/contract/security.ts";
import { loginWithPasskey, passkeyLoginOptions } from "../api/user.ts";
import { ceremonyFailure } from "./passkey-ceremony.ts";

/**
 * A passkey sign-in (the session statechart's `passkeyLogin`, which loads this module when the player asks): a
 * single-use challenge from the server, the browser's prompt (@simplewebauthn/browser), the server's check. A prompt
 * the browser refuses throws `ceremonyFailure`.
 */
export async function signInWithPasskey() {
  const { challenge_id, options } = await passkeyLoginOptions();
  const response = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]["optionsJSON"],
  }).catch((error: unknown) => {
    throw ceremonyFailure(error, "signIn");
  });
  return loginWithPasskey({ challenge_id, response: response as PasskeyAuthenticationResponse });
}
