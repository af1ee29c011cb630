/** Error codes a machine may keep in context: a server-message key, 'Error Encountered', or a local code. */
export type FlowError = string;

/** Reads the message key out of whatever an actor threw (an ApiError carries `messageKey`). */
export function errorCode(error: unknown): FlowError {
  if (typeof error === "object" && error !== null && "messageKey" in error && typeof error.messageKey === "string") {
    return error.messageKey;
  }
  return "Error Encountered";
}
