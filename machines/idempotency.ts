/**
 * The idempotency policy of every money move, written once: a key is made when a draft is sent (a machine
 * entering `submitting`, a hook's mutation), kept while the draft is the same (a double tap, a retry after an
 * answer that got lost), and a new one is made after a change of the draft or after a success. The machines
 * (deposit, withdraw, transfer, gift redemption, check-in) and the hooks (`useRestore`) use these functions
 * only; nothing else compares drafts or makes keys.
 */

/** Where new keys come from: random, except inside `withKeySource`. */
let keySource: (() => string) | null = null;

/** A fresh idempotency key for one money move (kept across retries of that move). */
export function newIdempotencyKey(): string {
  return keySource ? keySource() : globalThis.crypto.randomUUID().replaceAll("-", "");
}

/**
 * Runs `run` (synchronously) with new keys taken from `source`: the visualiser's simulation replays the same steps
 * to the same context, byte for byte, so a shared link restores exactly what its author saw.
 */
export function withKeySource<T>(source: () => string, run: () => T): T {
  const previous = keySource;
  keySource = source;
  try {
    return run();
  } finally {
    keySource = previous;
  }
}

/** A key and the draft it was made for. */
export type Keyed<D> = { key: string; draft: D };

/** What a machine's context keeps: its draft and that draft's key (null until it is first sent). */
export type KeyedContext<D> = { draft: D | null; idempotencyKey: string | null };

/** Whether two drafts are the same money move: the same plain data, whatever the order of the fields. */
export function sameDraft(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aEntries = Object.entries(a).filter(([, value]) => value !== undefined);
  const bRecord = b as Record<string, unknown>;
  const bCount = Object.values(b).filter((value) => value !== undefined).length;
  return aEntries.length === bCount && aEntries.every(([name, value]) => sameDraft(value, bRecord[name]));
}

/** The key a taken draft keeps: the one it has while the draft is the same, else none yet. */
export function keptKey<D>(context: KeyedContext<D>, draft: D): string | null {
  return context.idempotencyKey !== null && sameDraft(context.draft, draft) ? context.idempotencyKey : null;
}

/** The key a draft is sent with: the kept one, else a new one. */
export function keyToSend(key: string | null): string {
  return key ?? newIdempotencyKey();
}

/** The whole policy for one send: the previous key while the draft is the same, else a new one (none after a success). */
export function keyFor<D>(previous: Keyed<D> | null | undefined, draft: D): Keyed<D> {
  const key = previous ? keptKey({ draft: previous.draft, idempotencyKey: previous.key }, draft) : null;
  return { key: keyToSend(key), draft };
}

/**
 * For a machine that takes a draft for review and sends it later: the context update of the review (the key is
 * kept for the same draft, forgotten for another). On entering `submitting` it assigns {@link keyOnSubmitting}.
 */
export function reviewDraft<D>(context: KeyedContext<D>, draft: D): { draft: D; idempotencyKey: string | null } {
  return { draft, idempotencyKey: keptKey(context, draft) };
}

/** The context update on entering `submitting`: the kept key, else a new one. */
export function keyOnSubmitting(context: { idempotencyKey: string | null }): { idempotencyKey: string } {
  return { idempotencyKey: keyToSend(context.idempotencyKey) };
}

/** For a machine that makes the key as it takes the draft (deposit's submit, withdraw's review): {@link keyFor}. */
export function sendDraft<D>(context: KeyedContext<D>, draft: D): { draft: D; idempotencyKey: string } {
  return { draft, ...keyOnSubmitting({ idempotencyKey: keptKey(context, draft) }) };
}
