import { type } from "arktype";
import { OtpCode, PhoneDigits } from "./common.ts";

export const otpPurposes = ["register", "forgot_password", "withdraw", "transfer", "reset_pin"] as const;
export const OtpPurpose = type.enumerated(...otpPurposes);
export type OtpPurpose = typeof OtpPurpose.infer;

export const OtpRequestBody = type({ contact_no: PhoneDigits, purpose: OtpPurpose });
export type OtpRequestBody = typeof OtpRequestBody.infer;

/** Seconds until another code may be requested, and until this one expires. */
export const OtpRequestAnswer = type({ resend_in: "number.integer >= 0", expires_in: "number.integer > 0" });
export type OtpRequestAnswer = typeof OtpRequestAnswer.infer;

export const OtpVerifyBody = type({ contact_no: PhoneDigits, purpose: OtpPurpose, otp: OtpCode });
export type OtpVerifyBody = typeof OtpVerifyBody.infer;

export const OtpVerifyAnswer = type({ verified: "true" });

/** Sandbox SMS sink: what was "sent" to a phone, newest first. */
export const SmsMessage = type({ contact_no: "string", body: "string", code: "string", created_at: "string" });
export const SmsList = SmsMessage.array();
export type SmsList = typeof SmsList.infer;

/**
 * OTP rules enforced by the server (the app shows `resendSeconds` as the resend countdown).
 * Per phone and purpose: one request per `resendSeconds`, `maxPerHour` an hour (a stranger's
 * password-reset requests never block the same phone's register or withdraw code). Codes anyone
 * may ask for (register, forgot_password) also count per client address (`maxPerIpPerHour`) and
 * per tenant (`maxPerTenantPerMinute`, the cap on SMS cost); withdraw and transfer codes go only
 * to the signed-in player's own phone and count per phone and purpose alone.
 */
export const otpRules = {
  length: 6,
  ttlSeconds: 300,
  resendSeconds: 60,
  maxPerHour: 5,
  maxAttempts: 5,
  maxPerIpPerHour: 20,
  maxPerTenantPerMinute: 30,
} as const;
