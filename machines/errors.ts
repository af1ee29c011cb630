import type { ApiErrorMessage } from "../src/api/contract/messages.ts";

/** Error codes a machine may keep in context: a server-message key, 'Error Encountered', or a local code. */
export type FlowError = string;

/** Reads the message key out of whatever an actor threw (an ApiError carries `messageKey`). */
export function errorCode(error: unknown): FlowError {
  if (typeof error === "object" && error !== null && "messageKey" in error && typeof error.messageKey === "string") {
    return error.messageKey;
  }
  return "Error Encountered";
}

/**
 * A local code: the player closed the browser's passkey prompt, or chose no passkey (the browser does not say which).
 * Nothing went wrong: the screen says so calmly and offers the password.
 */
export const passkeyCancelled: FlowError = "passkey.cancelled";

/** Answers that do not say whether a change was made (no connection, a server fault, a rate limit). */
const unknownOutcomes = new Set<FlowError>([
  "Error Encountered",
  "Oops, something went wrong",
  "Too many requests, try again later",
] satisfies ApiErrorMessage[]);

/** Whether what an actor threw leaves open whether its change was made: the same request may be sent again. */
export const isUnknownOutcome = (error: unknown): boolean => unknownOutcomes.has(errorCode(error));
