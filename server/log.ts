/**
 * The API's log: one JSON line per entry (pino), behind the console-shaped `Logger` the rest of server/
 * calls (`ctx.log.error("[api] GET /x failed:", error)`, `log.warn("text")`). Each line has `level`
 * (a name: info, warn, error), `time` (ISO 8601), `pid`, `hostname`, `msg`, and `reqId` when it was
 * written while serving a request (the request scope below, set by http/observability.ts).
 *
 * How a console-style call becomes a line: a plain object first is merged into the line (the access
 * line's fields), the strings, numbers and booleans are joined into `msg`, the first Error becomes
 * `err` ({ type, message, stack, code, cause }), anything else goes to `args`.
 *
 * No secret is ever logged on purpose (passwords, PINs, codes, tokens: the callers never pass them). As a
 * second line of defence, fields named like one are censored ("[redacted]") at the top of a line, in `args`
 * and one level down under a request's parts (headers, body, query, …); and an error's message and stack
 * lose the parameters a failed query carries (drizzle's "Failed query: … params: …": a row's values).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { type DestinationStream, pino } from "pino";
import type { Logger } from "./context.ts";
import type { LogLevel } from "./settings.ts";

/** What a line written while serving a request carries: its request id (http/observability.ts). */
export type RequestScope = { reqId: string };

/** The request being served, for the log lines written meanwhile (set around each request). */
export const requestScope = new AsyncLocalStorage<RequestScope>();

/** Field names censored (the contract's request fields that hold secrets, and HTTP's credentials). */
const secretFields = [
  "password",
  "current_password",
  "new_password",
  "confirm_password",
  "pin",
  "new_pin",
  "confirm_pin",
  "otp",
  "code",
  "recovery_codes",
  "token",
  "jwtToken",
  "secret",
  "authorization",
  "cookie",
  "x-cookie",
] as const;

/**
 * Where a secret could sit one level down: under these fields (a request's headers or body, a player).
 * Named, not a wildcard (`*.password`): pino's wildcards cost about 13 µs a line, four times the line itself,
 * and would censor an error's own `code` (ECONNREFUSED, PostgreSQL's SQLSTATE), what an outage is read by.
 */
const secretParents = [
  "headers",
  "body",
  "query",
  "params",
  "req",
  "request",
  "res",
  "response",
  "input",
  "data",
  "user",
  "player",
];

const redactPaths = secretFields.flatMap((name) => {
  const member = /^[A-Za-z_]\w*$/.test(name) ? `.${name}` : `["${name}"]`;
  return [
    member.startsWith(".") ? name : member,
    `args[*]${member}`,
    ...secretParents.map((parent) => `${parent}${member}`),
  ];
});

/** drizzle's failed-query message carries the query's parameters after this: never logged. */
const PARAMS = "\nparams: ";
const withoutParams = (message: string) => {
  const at = message.indexOf(PARAMS);
  return at === -1 ? message : `${message.slice(0, at)}${PARAMS}(not logged)`;
};

/** An error as a log field: type, message, stack, code, and its cause (or an AggregateError's errors). */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutParams(String(error)) };
  const message = withoutParams(error.message);
  const fields: Record<string, unknown> = {
    type: error.constructor?.name || error.name,
    message,
    stack: error.stack?.replace(error.message, message),
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") fields.code = code;
  if (depth < 3 && error.cause !== undefined) fields.cause = serializeError(error.cause, depth + 1);
  if (depth < 3 && error instanceof AggregateError) {
    fields.errors = error.errors.slice(0, 5).map((inner: unknown) => serializeError(inner, depth + 1));
  }
  return fields;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** A console-style call's arguments as pino's (fields, msg). */
function entryOf(args: unknown[]): { fields: Record<string, unknown>; msg: string } {
  const [first, ...others] = args;
  const fields: Record<string, unknown> = isPlainObject(first) ? { ...first } : {};
  const words: string[] = [];
  const rest: unknown[] = [];
  for (const arg of isPlainObject(first) ? others : args) {
    if (arg instanceof Error) {
      if (fields.err === undefined) fields.err = arg;
      else rest.push(serializeError(arg));
    } else if (typeof arg === "string") {
      words.push(arg);
    } else if (arg === null || (typeof arg !== "object" && typeof arg !== "function")) {
      words.push(String(arg));
    } else {
      rest.push(arg);
    }
  }
  if (rest.length > 0) fields.args = rest;
  const err = fields.err;
  const msg = words.join(" ") || (err instanceof Error ? withoutParams(err.message) : "");
  return { fields, msg };
}

export type LoggerOptions = {
  /** Lowest level written (LOG_LEVEL, settings.ts); default info. */
  level?: LogLevel;
  /** Where the lines go; default stdout. A test passes a stream that keeps them. */
  destination?: DestinationStream;
};

/** The JSON logger (main.ts's default; a test's capturing one), with the console's call shape. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const lines = pino(
    {
      level: options.level ?? "info",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const scope = requestScope.getStore();
        return scope ? { reqId: scope.reqId } : {};
      },
      serializers: { err: serializeError },
      redact: { paths: redactPaths, censor: "[redacted]" },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
  const at =
    (level: "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const { fields, msg } = entryOf(args);
      lines[level](fields, msg);
    };
  return { info: at("info"), warn: at("warn"), error: at("error") };
}
