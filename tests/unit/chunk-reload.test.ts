import { afterEach, describe, expect, it, vi } from "vitest";
import { clearChunkReloadFlag, reloadOnceForStaleChunk } from "../../src/lib/chunk-reload.ts";

describe("reloading for a stale chunk", () => {
  const reload = vi.fn();
  afterEach(() => {
    vi.unstubAllGlobals();
    reload.mockReset();
    clearChunkReloadFlag();
  });

  function stubLocation() {
    Object.defineProperty(window, "location", { value: { reload }, configurable: true });
  }

  it("reloads once, never in a loop", () => {
    stubLocation();
    const error = new TypeError("Failed to fetch dynamically imported module: /assets/home-1.js");
    expect(reloadOnceForStaleChunk(error)).toBe(true);
    expect(reloadOnceForStaleChunk(error)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("ignores other errors", () => {
    stubLocation();
    expect(reloadOnceForStaleChunk(new Error("boom"))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
