/** Identifiers: row ids, session ids, referral codes and public member UIDs. */
import { randomBytes, randomInt, randomUUID } from "node:crypto";

export const newId = (): string => randomUUID();

export const newSessionId = (): string => randomBytes(16).toString("base64url");

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Eight characters without look-alikes (no I, O, 0, 1). */
export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Public 8-digit member UID, never starting with 0. */
export const newMemberUid = (): string => String(randomInt(10_000_000, 100_000_000));

/** Six-digit one-time code. */
export const newOtpCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");
