import { useLingui } from "@lingui/react/macro";
import type { SignIn, SignInMethod, SignInResult } from "../../../../../api/contract/security.ts";

/** Whether a line of the history is a refused attempt (a code asked for is a step, not a failure). */
export function isFailedSignIn(result: SignInResult): boolean {
  return result !== "success" && result !== "code_needed";
}

/**
 * How the history and the overview word a sign-in: its method and result, the device and browser (the server
 * leaves them empty when the user agent was not recognised) and the client's address.
 */
export function useSignInLabels() {
  const { t } = useLingui();
  const methods: Record<SignInMethod, string> = {
    password: t`Password`,
    passkey: t`Passkey`,
    code: t`Authenticator code`,
    recovery_code: t`Recovery code`,
  };
  const results: Record<SignInResult, string> = {
    success: t`Signed in`,
    wrong_password: t`Wrong password`,
    wrong_code: t`Wrong code`,
    code_needed: t`Code asked`,
    locked: t`Locked`,
    refused: t`Refused`,
  };
  return {
    method: (method: SignInMethod) => methods[method],
    result: (result: SignInResult) => results[result],
    device: (signIn: Pick<SignIn, "device" | "browser">) =>
      `${signIn.device || t`Unknown device`} · ${signIn.browser || t`Unknown browser`}`,
    // "unknown": the server's word for an address it could not read
    address: (ip: string) => (ip === "" || ip === "unknown" ? t`Unknown address` : t`IP ${ip}`),
  };
}
