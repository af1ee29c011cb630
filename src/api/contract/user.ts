import { type } from "arktype";
import {
  MinorUnits,
  OtpCode,
  Password,
  PasswordInput,
  PhoneDigits,
  Pin,
  PublicUrl,
  SafeText,
  Username,
} from "./common.ts";
import { Restriction } from "./responsible.ts";

export const vipTiers = ["Normal", "Silver", "Gold", "Platinum", "Diamond"] as const;
export const VipTier = type.enumerated(...vipTiers);
export type VipTier = typeof VipTier.infer;

/** The signed-in user of SPEC §3. Every field may be null. */
export const User = type({
  _id: "string | null",
  username: "string | null",
  full_name: "string | null",
  nickname: "string | null",
  email: "string | null",
  jwtToken: "string | null",
  referral_code: "string | null",
  contact_no: "string | null",
  wallet: MinorUnits.or("null"),
  chip: MinorUnits.or("null"),
  point: MinorUnits.or("null"),
  share: MinorUnits.or("null"),
  currency: "string | null",
  total_downline: "number.integer | null",
  total_active_downline: "number.integer | null",
  avatar: PublicUrl.or("null"),
  uuid: "string | null",
  vip_tier: VipTier.or("null"),
  /** When the player joined (ISO instant); absent from users stored before it was answered. */
  "member_since?": "string | null",
  /** A time-out or self-exclusion in force (contract/responsible.ts): the app shows its end and what stays open. */
  "restriction?": Restriction.or("null"),
});
export type User = typeof User.infer;

/**
 * Request bodies: every string is bounded (a pattern, a length, or SafeText for free text), so no
 * request can carry a megabyte of name or password into the rules (src/api/contract/requests.ts lists them).
 */
export const LoginBody = type({ username: SafeText(1, 64), password: PasswordInput });
export type LoginBody = typeof LoginBody.infer;

export const RegisterBody = type({
  username: Username,
  password: Password,
  confirm_password: "string <= 128",
  full_name: SafeText(1, 80),
  contact_no: PhoneDigits,
  otp: OtpCode,
  "referral_code?": "string <= 32 | null",
  registered_domain: SafeText(1, 2048),
});
export type RegisterBody = typeof RegisterBody.infer;

export const ReferralUser = type({ username: "string", nickname: "string | null", referral_code: "string" });
export type ReferralUser = typeof ReferralUser.infer;

export const UpdatePasswordBody = type({
  current_password: PasswordInput,
  new_password: Password,
  confirm_password: "string <= 128",
});
export type UpdatePasswordBody = typeof UpdatePasswordBody.infer;

/**
 * A password change starts a new session: the answer carries the token that replaces the caller's,
 * and every copy of the old token is refused from then on.
 */
export const UpdatePasswordAnswer = type({ ok: "true", jwtToken: "string" });
export type UpdatePasswordAnswer = typeof UpdatePasswordAnswer.infer;

/** Set a first PIN (pin absent) or change it (pin = the current one). */
export const UpdatePinBody = type({ "pin?": Pin, new_pin: Pin, confirm_pin: "string <= 16" });
export type UpdatePinBody = typeof UpdatePinBody.infer;

/**
 * A forgotten PIN is replaced with a code sent by SMS to the player's registered phone (OTP purpose
 * "reset_pin", asked for while signed in): no current PIN is needed, and a PIN lock is lifted.
 */
export const ResetPinBody = type({ otp: OtpCode, new_pin: Pin, confirm_pin: "string <= 16" });
export type ResetPinBody = typeof ResetPinBody.infer;

export const CheckPinAnswer = type({ has_pin: "boolean", locked_until: "string | null" });
export type CheckPinAnswer = typeof CheckPinAnswer.infer;

export const ForgotPasswordBody = type({
  contact_no: PhoneDigits,
  otp: OtpCode,
  new_password: Password,
  confirm_password: "string <= 128",
});
export type ForgotPasswordBody = typeof ForgotPasswordBody.infer;

export const UpdateNicknameBody = type({ nickname: SafeText(1, 24) });
export type UpdateNicknameBody = typeof UpdateNicknameBody.infer;

/**
 * One of the player's direct referrals (downline), as the referrer may see them: a public name (their
 * nickname when they chose one, else their username masked), member UID, the day they joined, VIP tier,
 * and whether they are active (see `activeDownlineRule`). No phone number or other private field.
 */
export const ReferralListItem = type({
  member_uid: "string",
  name: "string",
  vip_tier: VipTier,
  joined_at: "string",
  active: "boolean",
});
export type ReferralListItem = typeof ReferralListItem.infer;
export const ReferralList = type({
  items: ReferralListItem.array(),
  page: "number.integer",
  limit: "number.integer",
  total: "number.integer",
});
export type ReferralList = typeof ReferralList.infer;

/**
 * When a downline player counts as active (total_active_downline, the referral list): they had a
 * deposit approved, or played a game round, within the last `activeDays` days (the server's clock).
 */
export const activeDownlineRule = { activeDays: 30 } as const;

/** Largest upload accepted (SPEC §5, §9: 20MB): deposit receipts. Avatars have their own, avatarRules.maxBytes. */
export const maxUploadBytes = 20 * 1024 * 1024;

/**
 * Avatars: the image types accepted (decided from the bytes), the largest file (5 MB: refused with
 * "File is larger than 5MB", by the app before uploading and by the server's body limit), the most
 * pixels an upload may declare (a larger one is refused before it is decoded: a small file can declare
 * a huge image; the server derives its decoding limits from it, server/services/image-limits.ts), and
 * the side of the square the server stores (a centred crop, re-encoded: nothing but pixels survives).
 */
export const avatarRules = {
  mimeTypes: ["image/png", "image/jpeg", "image/gif"],
  maxBytes: 5 * 1024 * 1024,
  maxMegapixels: 50,
  side: 256,
} as const;

const avatarMimeByExtension: Record<string, (typeof avatarRules.mimeTypes)[number]> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
};

/**
 * Why a chosen avatar cannot be sent, before any upload: not one of the image types (by the type the browser
 * gives, or the extension when it gives none), or over the size limit; null when it may go (the server decides
 * the type again from the bytes).
 */
export function avatarProblem(file: { name: string; type: string; size: number }): "type" | "size" | null {
  const type =
    file.type !== "" ? file.type : (avatarMimeByExtension[file.name.split(".").pop()?.toLowerCase() ?? ""] ?? "");
  if (!(avatarRules.mimeTypes as readonly string[]).includes(type)) return "type";
  if (file.size > avatarRules.maxBytes) return "size";
  return null;
}
