/**
 * Account safety: passkeys (WebAuthn), two-step sign-in with an authenticator app (TOTP, RFC 6238) and its
 * recovery codes, and the sign-in history. Password sign-in stays; a passkey signs in without one; a player
 * with two-step sign-in on is asked for a code after the password (a passkey is already two factors).
 */
import { type } from "arktype";
import { PasswordInput, SafeText } from "./common.ts";
import { recoveryCodePattern, totpCodePattern } from "./sign-in-codes.ts";
import { User } from "./user.ts";

// ---------- passkeys ----------

/** A passkey's name as the player gives it ("Pixel 8"); defaults to the device it was made on. */
export const PasskeyName = SafeText(1, 40);
export const passkeysMax = 10;

/** base64url text of a WebAuthn field, bounded. */
const B64 = (max: number) =>
  type("string").narrow(
    (s, ctx) => (s.length <= max && /^[A-Za-z0-9_-]*$/.test(s)) || ctx.mustBe(`base64url of at most ${max} characters`),
  );

/**
 * What `navigator.credentials.create()` answers, as @simplewebauthn/browser hands it over (JSON, base64url).
 * Bounded field by field; the server library checks the rest.
 */
export const PasskeyRegistrationResponse = type({
  id: B64(1366),
  rawId: B64(1366),
  type: "'public-key'",
  response: {
    clientDataJSON: B64(4096),
    attestationObject: B64(16384),
    "authenticatorData?": B64(16384),
    "transports?": type("'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb'")
      .array()
      .atMostLength(8),
    "publicKeyAlgorithm?": "-100000 <= number.integer <= 100000",
    "publicKey?": B64(4096),
  },
  "authenticatorAttachment?": "'platform' | 'cross-platform'",
  clientExtensionResults: "Record<string, unknown>",
});
export type PasskeyRegistrationResponse = typeof PasskeyRegistrationResponse.infer;

/** What `navigator.credentials.get()` answers, as @simplewebauthn/browser hands it over. */
export const PasskeyAuthenticationResponse = type({
  id: B64(1366),
  rawId: B64(1366),
  type: "'public-key'",
  response: {
    clientDataJSON: B64(4096),
    authenticatorData: B64(16384),
    signature: B64(2048),
    "userHandle?": B64(512),
  },
  "authenticatorAttachment?": "'platform' | 'cross-platform'",
  clientExtensionResults: "Record<string, unknown>",
});
export type PasskeyAuthenticationResponse = typeof PasskeyAuthenticationResponse.infer;

/** The id of a single-use WebAuthn challenge the server issued (5 minutes). */
export const ChallengeId = type(/^[0-9a-f-]{36}$/);

/**
 * Options for `startRegistration` / `startAuthentication` (PublicKeyCredential*OptionsJSON); the server makes
 * them with @simplewebauthn/server and the browser library reads them, so the contract only carries them.
 */
export const PasskeyOptions = type({
  challenge_id: ChallengeId,
  options: "Record<string, unknown>",
});
export type PasskeyOptions = typeof PasskeyOptions.infer;

export const AddPasskeyBody = type({
  challenge_id: ChallengeId,
  name: PasskeyName,
  response: PasskeyRegistrationResponse,
});
export type AddPasskeyBody = typeof AddPasskeyBody.infer;

export const PasskeyLoginBody = type({ challenge_id: ChallengeId, response: PasskeyAuthenticationResponse });
export type PasskeyLoginBody = typeof PasskeyLoginBody.infer;

export const PasskeyId = type(/^[0-9a-f-]{36}$/);

export const Passkey = type({
  id: PasskeyId,
  name: "string",
  /** The device and browser it was added on ("Android · Chrome"). */
  device: "string",
  created_at: "string",
  last_used_at: "string | null",
});
export type Passkey = typeof Passkey.infer;

export const PasskeyList = type({ items: Passkey.array() });
export type PasskeyList = typeof PasskeyList.infer;

// ---------- two-step sign-in (TOTP) ----------

/** A code from the authenticator app: 6 digits, a new one every 30 seconds. */
export const TotpCode = type(totpCodePattern);
export const totpPeriodSeconds = 30;
export const totpDigits = 6;
/** Codes of the step before and after the current one are accepted too (phone clocks drift). */
export const totpWindow = 1;

/** A recovery code: 10 characters of a-z and 2-9, shown as xxxxx-xxxxx; each works once. */
export const recoveryCodeCount = 10;
export const RecoveryCode = type(recoveryCodePattern);

/** A code typed at sign-in or to turn two-step off: the app's 6 digits or a recovery code. */
export const SecondFactorCode = TotpCode.or(RecoveryCode);

/** Wrong codes allowed on one sign-in challenge before it ends (the password must be typed again). */
export const twoStepMaxAttempts = 5;
/** How long a password sign-in waits for its code. */
export const twoStepChallengeMinutes = 5;

export const TwoStepStatus = type({
  enabled: "boolean",
  enabled_at: "string | null",
  recovery_codes_left: "0 <= number.integer <= 10",
});
export type TwoStepStatus = typeof TwoStepStatus.infer;

/** Enrolment, step one: a new secret for the app (the QR code's otpauth:// URI and the secret to type). */
export const TwoStepSetup = type({ secret: /^[A-Z2-7]{16,64}$/, uri: "string <= 512" });
export type TwoStepSetup = typeof TwoStepSetup.infer;

/** Enrolment, step two: a code from the app proves it holds the secret. */
export const EnableTwoStepBody = type({ code: TotpCode });
export type EnableTwoStepBody = typeof EnableTwoStepBody.infer;

/** The ten recovery codes, answered once when two-step sign-in is turned on. */
export const RecoveryCodes = type({ recovery_codes: RecoveryCode.array().exactlyLength(recoveryCodeCount) });
export type RecoveryCodes = typeof RecoveryCodes.infer;

export const DisableTwoStepBody = type({ password: PasswordInput, code: SecondFactorCode });
export type DisableTwoStepBody = typeof DisableTwoStepBody.infer;

/**
 * What POST /user/login answers: the player (signed in), or, with two-step sign-in on, a challenge the code
 * must be sent with (POST /user/login/two_step).
 */
export const TwoStepChallenge = type({ two_step: "true", challenge_id: ChallengeId, expires_at: "string" });
export type TwoStepChallenge = typeof TwoStepChallenge.infer;
export const LoginAnswer = User.or(TwoStepChallenge);
export type LoginAnswer = typeof LoginAnswer.infer;

export const TwoStepLoginBody = type({ challenge_id: ChallengeId, code: SecondFactorCode });
export type TwoStepLoginBody = typeof TwoStepLoginBody.infer;

// ---------- sign-in history ----------

export const signInMethods = ["password", "passkey", "code", "recovery_code"] as const;
export type SignInMethod = (typeof signInMethods)[number];
export const SignInMethod = type.enumerated(...signInMethods);

/**
 * success; wrong_password; wrong_code (the second step refused a code); code_needed (password right, waiting
 * for the code: the sign-in is not done yet); locked (too many attempts); refused (a passkey that did not verify).
 */
export const signInResults = ["success", "wrong_password", "wrong_code", "code_needed", "locked", "refused"] as const;
export type SignInResult = (typeof signInResults)[number];
export const SignInResult = type.enumerated(...signInResults);

/** How many sign-ins the history keeps and shows. */
export const signInHistoryLength = 50;

export const SignIn = type({
  id: "string",
  at: "string",
  method: SignInMethod,
  result: SignInResult,
  /** Simplified from the user agent: "Android", "iPhone", "Windows", "Mac"… */
  device: "string",
  /** "Chrome", "Safari", "Firefox"… */
  browser: "string",
  ip: "string",
  /** This session's own sign-in. */
  current: "boolean",
});
export type SignIn = typeof SignIn.infer;

export const SignInList = type({ items: SignIn.array() });
export type SignInList = typeof SignInList.infer;

/** The Sign-in and security screen's summary. */
export const SecurityOverview = type({
  passkeys: "number.integer",
  two_step: TwoStepStatus,
  last_sign_in: SignIn.or("null"),
});
export type SecurityOverview = typeof SecurityOverview.infer;
