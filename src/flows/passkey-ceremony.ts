import { passkeyCancelled } from "../../machines/errors.ts";
import type { ServerMessage } from "../api/contract/messages.ts";

/** A passkey ceremony that did not end in a passkey, as the machines and screens read errors (`messageKey`). */
export class PasskeyCeremonyError extends Error {
  readonly messageKey: string;
  constructor(messageKey: string, cause: unknown) {
    super(messageKey, { cause });
    this.name = "PasskeyCeremonyError";
    this.messageKey = messageKey;
  }
}

/**
 * What the browser's refusal of a passkey ceremony means for the player. The prompt closed, timed out or found no
 * passkey (NotAllowedError; the browser does not say which, on purpose): `passkeyCancelled`, nothing to alarm them
 * about. To add one, an authenticator that already holds one of the player's passkeys (InvalidStateError): "This
 * passkey is already added". Anything else: the passkey could not be used.
 */
export function ceremonyFailure(error: unknown, ceremony: "add" | "signIn"): PasskeyCeremonyError {
  const name = error instanceof Error ? error.name : "";
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : null;
  let key: ServerMessage | typeof passkeyCancelled =
    ceremony === "add" ? "This passkey could not be added" : "Passkey sign-in failed";
  if (name === "NotAllowedError" || name === "AbortError") key = passkeyCancelled;
  else if (ceremony === "add" && (name === "InvalidStateError" || code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED"))
    key = "This passkey is already added";
  return new PasskeyCeremonyError(key, error);
}
