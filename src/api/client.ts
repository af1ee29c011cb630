import type { Type } from "arktype";
import { FetchError, ofetch } from "ofetch";
import { isServerMessage, type ServerMessage } from "./contract/messages.ts";

/**
 * The typed client of the player API. It sends the headers of SPEC §7 on every
 * call, asserts every answer against the contract and turns failures into an
 * ApiError. It never redirects or toasts: a 401 is reported to the subscribers
 * of onUnauthorized (the session flow), nothing more.
 */

/** Base URL of the player API. Empty means same origin (the reference API serves the app). */
export const apiBaseUrl: string = import.meta.env.VITE_API_URL ?? "";

export type ApiErrorMessage = ServerMessage | "Error Encountered";

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

const unauthorizedListeners = new Set<(error: ApiError) => void>();

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
    const headers = new Headers(options.headers);
    for (const [name, value] of Object.entries(requestHeaders())) headers.set(name, value);
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
};

/**
 * The contract schema of an answer, loaded on demand: arktype is not part of
 * the first screen's JavaScript (DESIGN.md §8), it arrives with the first call
 * that needs it, fetched in parallel with that call.
 */
export type AnswerSchema<T> = () => Promise<Type<T>>;

/** Checks waiting for arktype: deferred ones run when another call has brought the contract in. */
const deferredChecks: Array<() => void> = [];
let contractArrived = false;

async function assertAnswer<T>(schema: Type<T>, data: unknown, path: string): Promise<T> {
  const { type } = await import("arktype");
  if (!contractArrived) {
    contractArrived = true;
    for (const check of deferredChecks.splice(0)) check();
  }
  const checked = schema(data);
  if (checked instanceof type.errors) {
    console.error(`Answer of ${path} does not match the contract: ${checked.summary}`);
    throw new ApiError(200, "Error Encountered");
  }
  return checked as T;
}

/** One call: sends, asserts the answer against its contract schema, maps errors. */
export async function request<T>(answer: AnswerSchema<T>, path: string, options: RequestOptions = {}): Promise<T> {
  const schema = options.check === "deferred" ? null : answer();
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
    if (error.status === 401) for (const listener of unauthorizedListeners) listener(error);
    throw error;
  }
  if (!schema) {
    const check = () => void answer().then((later) => assertAnswer(later, data, path).catch(() => {}));
    if (contractArrived) check();
    else deferredChecks.push(check);
    return data as T;
  }
  return assertAnswer(await schema, data, path);
}
