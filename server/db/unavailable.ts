/**
 * Whether an error means the database cannot be reached right now (it is stopped, restarting, failing
 * over, refusing connections, or the line to it dropped), as opposed to a bug or a broken rule. The app
 * answers those 503 with Retry-After (app.ts): the request can be sent again as it was, and a money move
 * sent again with its idempotency key is applied once.
 *
 * Drizzle wraps the driver's error (`cause`), so the whole chain is looked at.
 */

/** Node's socket errors when the server is not there or the line broke. */
const socketCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);

/**
 * PostgreSQL's SQLSTATEs of the same: class 08 (connection exception), the server shutting down or
 * starting (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now), and too many
 * connections (53300).
 */
const unavailableStates = /^(08...|57P01|57P02|57P03|53300)$/;

/** node-postgres's own words when a connection is gone or could not be had in time. */
const driverMessages = [
  "Connection terminated",
  "connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (socketCodes.has(code) || unavailableStates.test(code))) return true;
    if (driverMessages.some((words) => current instanceof Error && current.message.includes(words))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** How long a client should wait before sending again (seconds): a restart takes a few. */
export const retryAfterSeconds = 2;
