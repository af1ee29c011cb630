/**
 * The codes of two-step sign-in as plain patterns, without arktype, so the login page's code step and the security
 * screens check what is typed with the same rule the contract's schemas (contract/security.ts) and the server use.
 */

/** A code from the authenticator app: 6 digits, a new one every 30 seconds. */
export const totpCodePattern = /^\d{6}$/;

/** A recovery code: 10 characters of a-z and 2-9, shown as xxxxx-xxxxx (the dash optional); each works once. */
export const recoveryCodePattern = /^[a-z2-9]{5}-?[a-z2-9]{5}$/i;

/** What the player typed, as it is sent: spaces dropped, a recovery code in lower case. */
export function typedCode(value: string): string {
  return value.replace(/\s/g, "").toLowerCase();
}

export function isTotpCode(value: string): boolean {
  return totpCodePattern.test(value);
}

export function isRecoveryCode(value: string): boolean {
  return recoveryCodePattern.test(value);
}

/** Whether the password sign-in (LoginAnswer, contract/security.ts) answered a challenge for the code (two-step sign-in on) rather than the player. */
export function isTwoStepChallenge<T extends object>(answer: T): answer is Extract<T, { two_step: true }> {
  return "two_step" in answer && answer.two_step === true;
}
