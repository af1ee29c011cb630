// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  keyFor,
  keyOnSubmitting,
  newIdempotencyKey,
  reviewDraft,
  sameDraft,
  sendDraft,
} from "../../machines/idempotency.ts";

/**
 * The one idempotency policy (machines/idempotency.ts): a key is made when a draft is sent, kept while the
 * draft is the same, and a new one is made after a change of the draft or after a success.
 */
describe("idempotency policy", () => {
  it("makes keys the contract accepts, a different one each time", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it("compares drafts as plain data, whatever the order of the fields", () => {
    expect(sameDraft({ amount: 100, method: "MBB" }, { method: "MBB", amount: 100 })).toBe(true);
    expect(sameDraft({ amount: 100, method: "MBB" }, { amount: 101, method: "MBB" })).toBe(false);
    expect(sameDraft({ amount: 100 }, { amount: 100, method: "MBB" })).toBe(false);
    expect(sameDraft({ amount: 100, note: undefined }, { amount: 100 })).toBe(true);
    expect(sameDraft({ to: { id: "a" } }, { to: { id: "a" } })).toBe(true);
    expect(sameDraft(["a"], { 0: "a" })).toBe(false);
    expect(sameDraft(null, { amount: 100 })).toBe(false);
    expect(sameDraft(undefined, undefined)).toBe(true);
  });

  it("keyFor: a new key first, the same key for the same draft, a new one for another draft", () => {
    const first = keyFor(undefined, { amount: 100 });
    expect(first.draft).toEqual({ amount: 100 });
    const retry = keyFor(first, { amount: 100 });
    expect(retry.key).toBe(first.key);
    const changed = keyFor(retry, { amount: 200 });
    expect(changed.key).not.toBe(first.key);
    expect(changed.draft).toEqual({ amount: 200 });
    // after a success the caller forgets the key: the same draft again is another money move
    expect(keyFor(null, { amount: 200 }).key).not.toBe(changed.key);
  });

  it("keyFor works for a draft that is no object (a provider's code, or none)", () => {
    const all = keyFor(undefined, null);
    expect(keyFor(all, null).key).toBe(all.key);
    expect(keyFor(all, "PG").key).not.toBe(all.key);
  });

  it("machines that send as they take the draft (sendDraft) follow keyFor", () => {
    const first = sendDraft({ draft: null, idempotencyKey: null }, { amount: 100 });
    expect(first.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(sendDraft(first, { amount: 100 }).idempotencyKey).toBe(first.idempotencyKey);
    expect(sendDraft(first, { amount: 300 }).idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it("machines that review first keep the key for the same draft and make one on entering submitting", () => {
    const reviewed = reviewDraft({ draft: null, idempotencyKey: null }, { amount: 100 });
    expect(reviewed.idempotencyKey).toBeNull();
    const sent = { ...reviewed, ...keyOnSubmitting(reviewed) };
    expect(sent.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(keyOnSubmitting(sent).idempotencyKey).toBe(sent.idempotencyKey);
    expect(reviewDraft(sent, { amount: 100 }).idempotencyKey).toBe(sent.idempotencyKey);
    expect(reviewDraft(sent, { amount: 101 }).idempotencyKey).toBeNull();
  });
});
