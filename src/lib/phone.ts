import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * A typed phone number in international form without the plus sign
 * (SPEC §9), or null when it is not a valid number. Malaysia is assumed when
 * the player types a local number.
 */
export function toContactNo(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const parsed = parsePhoneNumberFromString(trimmed, "MY");
  if (!parsed?.isValid()) return null;
  return parsed.number.replace(/^\+/, "");
}
