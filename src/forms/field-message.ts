import type { FieldError } from "react-hook-form";
import { isUnsafeTextError } from "../api/contract/common.ts";

/**
 * The translated message of a failed field: `required` when it is empty, `unsafe` when free text
 * holds a character SafeText refuses (a control, bidi or invisible character), otherwise `invalid`
 * (the field's one rule, in words a player understands).
 */
export function fieldMessage(
  error: FieldError | undefined,
  value: unknown,
  messages: { required: string; invalid?: string; unsafe?: string },
): string | null {
  if (!error) return null;
  const empty = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  if (empty) return messages.required;
  if (messages.unsafe && isUnsafeTextError(error)) return messages.unsafe;
  return messages.invalid ?? messages.required;
}
