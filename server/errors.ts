/**
 * Error answers: a JSON string that is a key of the server-message catalogue, with a status.
 * Rules throw `ApiError`; the app's error handler turns it into the answer.
 */
import type { ServerMessage } from "../src/api/contract/messages.ts";

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 429 | 500 | 501 | 503;

export class ApiError extends Error {
  readonly status: ErrorStatus;
  readonly key: ServerMessage;
  /** Headers the answer carries besides the usual (a 503's Retry-After). */
  readonly headers: Record<string, string> | undefined;
  constructor(status: ErrorStatus, key: ServerMessage, headers?: Record<string, string>) {
    super(key);
    this.name = "ApiError";
    this.status = status;
    this.key = key;
    this.headers = headers;
  }
}

export function fail(status: ErrorStatus, key: ServerMessage, headers?: Record<string, string>): never {
  throw new ApiError(status, key, headers);
}

/** The answer for an error, as a Response (used outside handlers: not-found, body limits). */
export function errorResponse(status: ErrorStatus, key: ServerMessage): Response {
  return new Response(JSON.stringify(key), {
    status,
    headers: { "content-type": "application/json; charset=UTF-8" },
  });
}
