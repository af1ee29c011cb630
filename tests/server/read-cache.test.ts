import { describe, expect, it } from "vitest";
import { createReadCache } from "../../server/services/read-cache.ts";

describe("read cache", () => {
  it("reuses a read until the data version moves or it is 2 s old, and never caches without a version", async () => {
    let version = 0;
    let clock = 0;
    let loads = 0;
    const load = async () => ++loads;
    const cache = createReadCache(
      () => new Date(clock),
      () => version,
    );
    expect(await cache.read("k", load)).toBe(1);
    expect(await cache.read("k", load)).toBe(1);
    version++;
    expect(await cache.read("k", load)).toBe(2);
    clock += 1999;
    expect(await cache.read("k", load)).toBe(2);
    clock += 1;
    expect(await cache.read("k", load)).toBe(3);
    // A write that happens while a read is running makes that read's result stale at once.
    const racing = cache.read("r", async () => {
      version++;
      return "before-write";
    });
    expect(await racing).toBe("before-write");
    expect(await cache.read("r", async () => "after-write")).toBe("after-write");

    const uncached = createReadCache(() => new Date(0), null);
    expect(await uncached.read("k", load)).toBe(4);
    expect(await uncached.read("k", load)).toBe(5);
  });
});
