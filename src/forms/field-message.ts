import type { FieldError } from "react-hook-form";

/**
 * The translated message of a failed field: `required` when it is empty,
 * otherwise `invalid` (the field's one rule, in words a player understands).
 */
export function fieldMessage(
  error: FieldError | undefined,
  value: unknown,
  messages: { required: string; invalid?: string },
): string | null {
  if (!error) return null;
  const empty = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  return empty ? messages.required : (messages.invalid ?? messages.required);
}
