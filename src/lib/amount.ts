import { type Currency, minorPerUnit } from "../api/contract/wallet.ts";

export type AmountProblem = "required" | "integer" | "min" | "max";

/**
 * Checks a typed amount of whole units against limits in minor units
 * (SPEC §5: required, integers only, within the limits). Spaces are not accepted.
 */
export function amountProblem(
  typed: string,
  limits: { min: number; max: number; currency: Currency },
): AmountProblem | null {
  if (typed === "") return "required";
  if (!/^\d+$/.test(typed)) return "integer";
  const minor = toMinor(typed, limits.currency);
  if (minor < limits.min) return "min";
  if (minor > limits.max) return "max";
  return null;
}

/** Whole units typed by the player → integer minor units. */
export function toMinor(typed: string, currency: Currency): number {
  return Number.parseInt(typed, 10) * minorPerUnit[currency];
}

/** Minor units → whole units (limits are whole numbers). */
export function toUnits(minor: number, currency: Currency): number {
  return Math.floor(minor / minorPerUnit[currency]);
}
