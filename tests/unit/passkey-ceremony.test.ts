// @vitest-environment node
/**
 * What the browser's refusal of a passkey prompt means for the player (src/flows/passkey-ceremony.ts): a closed
 * prompt is a calm "cancelled", an authenticator that already holds one of the player's passkeys says so, anything
 * else is the ceremony's own failure; the answer carries the key the machines and screens read.
 */
import { describe, expect, it } from "vitest";
import { errorCode, passkeyCancelled } from "../../machines/errors.ts";
import { ceremonyFailure } from "../../src/flows/passkey-ceremony.ts";

/** An error as @simplewebauthn/browser throws it: a WebAuthnError named after the DOMException, with a code. */
function browserError(name: string, code = "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY") {
  return Object.assign(new Error("The operation either timed out or was not allowed."), { name, code });
}

describe("passkey ceremony failures", () => {
  it("a closed, timed-out or aborted prompt is 'cancelled', to sign in and to add", () => {
    for (const name of ["NotAllowedError", "AbortError"]) {
      expect(errorCode(ceremonyFailure(browserError(name), "signIn"))).toBe(passkeyCancelled);
      expect(errorCode(ceremonyFailure(browserError(name), "add"))).toBe(passkeyCancelled);
    }
  });

  it("an authenticator that already holds one of the player's passkeys: already added", () => {
    const held = browserError("InvalidStateError", "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED");
    expect(errorCode(ceremonyFailure(held, "add"))).toBe("This passkey is already added");
  });

  it("anything else: the passkey could not be used", () => {
    for (const failure of [browserError("SecurityError", "ERROR_INVALID_DOMAIN"), new TypeError("x"), "weird"]) {
      expect(errorCode(ceremonyFailure(failure, "signIn"))).toBe("Passkey sign-in failed");
      expect(errorCode(ceremonyFailure(failure, "add"))).toBe("This passkey could not be added");
    }
    expect(errorCode(ceremonyFailure(browserError("InvalidStateError"), "signIn"))).toBe("Passkey sign-in failed");
  });
});
