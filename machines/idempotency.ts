/** A fresh idempotency key for one money move (kept across retries of that move). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID().replaceAll("-", "");
}
