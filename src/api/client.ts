import { FetchError, ofetch } from "ofetch";
import { checkAnswer } from "./answer-check.ts";
import type { AnswerName, AnswerOf } from "./contract/answers.ts";
import { type ApiErrorMessage, isServerMessage } from "./contract/messages.ts";

/**
 * The typed client of the player API. It sends the headers of SPEC §7 on every
 * call, asserts every answer against the contract and turns failures into an
 * ApiError. It never redirects or toasts: a 401 is reported to the subscribers
 * of onUnauthorized (the session flow), nothing more.
 */

/** Base URL of the player API. Empty means same origin (the reference API serves the app). */
export const apiBaseUrl: string = import.meta.env.VITE_API_URL ?? "";

export class ApiError extends Error {
  readonly status: number;
  /** A server-message key, or 'Error Encountered' when the body was not a known key. */
  readonly messageKey: ApiErrorMessage;
  /** True when no answer came back (offline, DNS, CORS). */
  readonly network: boolean;

  constructor(status: number, messageKey: ApiErrorMessage, network = false) {
    super(messageKey);
    this.name = "ApiError";
    this.status = status;
    this.messageKey = messageKey;
    this.network = network;
  }
}

type Credentials = { token: string | null; language: string };
let credentials: Credentials = { token: null, language: "en-US" };

/** The session flow keeps the token and language here; every request reads them. */
export function setClientCredentials(next: Partial<Credentials>): void {
  credentials = { ...credentials, ...next };
}

/** The token requests carry now (sign-out reads it to end that session on the server). */
export function clientToken(): string | null {
  return credentials.token;
}

const unauthorizedListeners = new Set<(error: ApiError) => void>();

/** Tells the subscribers of `onUnauthorized` about a 401 (a call made outside `request`: a file's download). */
export function reportUnauthorized(error: ApiError): void {
  for (const listener of unauthorizedListeners) listener(error);
}

/** Subscribe to 401 answers of any call. Returns the unsubscribe function. */
export function onUnauthorized(listener: (error: ApiError) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    "Access-Control-Allow-Origin": "*",
    "X-Requested-With": "XMLHttpRequest",
    "X-localization": "en",
    "Cache-Control": "no-cache",
    "Accept-Language": credentials.language,
    current_domain: typeof window === "undefined" ? "" : window.location.href,
  };
  if (credentials.token) headers["X-Cookie"] = credentials.token;
  return headers;
}

const http = ofetch.create({
  baseURL: apiBaseUrl,
  credentials: "include",
  retry: false,
  onRequest({ options }) {
    // The headers of SPEC §7, then the call's own (sign-out names the token it ends).
    const headers = new Headers(requestHeaders());
    for (const [name, value] of new Headers(options.headers)) headers.set(name, value);
    options.headers = headers;
  },
});

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    if (!error.response) return new ApiError(0, "Error Encountered", true);
    const body: unknown = error.data;
    return new ApiError(error.response.status, isServerMessage(body) ? body : "Error Encountered");
  }
  return new ApiError(0, "Error Encountered");
}

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
type RequestOptions = {
  method?: Method;
  body?: Record<string, unknown> | FormData;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /**
   * "deferred": hand the answer over at once and check it against the contract
   * as soon as another call has brought the contract (arktype) in; a mismatch is
   * logged. Only for the boot call (the theme), so the first screen neither waits
   * for nor downloads arktype (DESIGN.md §8).
   */
  check?: "deferred";
  /** Do not report a 401 to onUnauthorized (sign-out's own call: the session is ending anyway). */
  quiet?: boolean;
};

/** Checks waiting until another call has started the answer checks (see `check: "deferred"`). */
const deferredChecks: Array<() => void> = [];
let checksStarted = false;

async function assertAnswer<K extends AnswerName>(name: K, data: unknown, path: string): Promise<AnswerOf<K>> {
  if (!checksStarted) {
    checksStarted = true;
    for (const check of deferredChecks.splice(0)) check();
  }
  const problem = await checkAnswer(name, data);
  if (problem) {
    console.error(`Answer of ${path} does not match the contract: ${problem}`);
    throw new ApiError(200, "Error Encountered");
  }
  return data as AnswerOf<K>;
}

/** Checks data that reached the app another way (the theme in the page) once the answer checks run. */
export function checkLater<K extends AnswerName>(name: K, data: unknown, source: string): void {
  const check = () => void assertAnswer(name, data, source).catch(() => {});
  if (checksStarted) check();
  else deferredChecks.push(check);
}

/** One call: sends, asserts the answer against its contract schema, maps errors. */
export async function request<K extends AnswerName>(
  answer: K,
  path: string,
  options: RequestOptions = {},
): Promise<AnswerOf<K>> {
  let data: unknown;
  try {
    data = await http(path, {
      method: options.method ?? "GET",
      body: options.body,
      query: options.query,
      headers: options.headers,
    });
  } catch (cause) {
    const error = toApiError(cause);
    if (error.status === 401 && !options.quiet) reportUnauthorized(error);
    throw error;
  }
  if (options.check === "deferred") {
    checkLater(answer, data, path);
    return data as AnswerOf<K>;
  }
  return assertAnswer(answer, data, path);
}
