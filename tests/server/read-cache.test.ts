import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
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

  it("caches reference data on PostgreSQL too (no data version), for 2 s on the app's clock, apart from other reads", async () => {
    let clock = 0;
    let loads = 0;
    const load = async () => ++loads;
    const cache = createReadCache(() => new Date(clock), null);
    expect(await cache.reference("catalogue:t1:MYR", load)).toBe(1);
    expect(await cache.reference("catalogue:t1:MYR", load)).toBe(1);
    expect(await cache.reference("catalogue:t2:MYR", load)).toBe(2);
    // a plain read of the same key is never served from the reference entry (nor the other way round)
    expect(await cache.read("catalogue:t1:MYR", load)).toBe(3);
    clock += 1999;
    expect(await cache.reference("catalogue:t1:MYR", load)).toBe(1);
    clock += 1;
    expect(await cache.reference("catalogue:t1:MYR", load)).toBe(4);

    // with the embedded database, a write drops reference entries as it drops the rest
    let version = 0;
    const versioned = createReadCache(
      () => new Date(0),
      () => version,
    );
    expect(await versioned.reference("banks:t1", load)).toBe(5);
    expect(await versioned.reference("banks:t1", load)).toBe(5);
    version++;
    expect(await versioned.reference("banks:t1", load)).toBe(6);
  });

  it("the API never writes the tables it reads as reference data (else those reads could be stale on PostgreSQL)", () => {
    const serverDir = join(import.meta.dirname, "..", "..", "server");
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return ["seed", "migrations"].includes(entry.name) ? [] : sources(path);
        return entry.name.endsWith(".ts") ? [path] : [];
      });
    const files = sources(serverDir);
    expect(files.length).toBeGreaterThan(50);
    // drizzle's builders on the schema's tables, and raw SQL on their names
    const writes =
      /\.(insert|update|delete)\(\s*(games|gameProviders|banks)\s*\)|\b(insert\s+into|update|delete\s+from)\s+"?(games|game_providers|banks)\b/i;
    const found = files
      .filter((file) => writes.test(readFileSync(file, "utf8")))
      .map((file) => relative(serverDir, file));
    expect(found).toEqual([]);
    // and the check does find such a write where there is one: the seed (its tenants' banks)
    expect(writes.test(readFileSync(join(serverDir, "seed", "players.ts"), "utf8"))).toBe(true);
  });
});
