import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../src/api/client.ts";
import { createQueryClient } from "../../src/query-client.ts";

describe("query client", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a failed query after 500 ms, with its message key, and does not retry", async () => {
    const shown = vi.fn();
    const client = createQueryClient(shown);
    const queryFn = vi.fn().mockRejectedValue(new ApiError(404, "User not found"));
    await client.fetchQuery({ queryKey: ["x"], queryFn }).catch(() => {});
    expect(queryFn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(shown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(shown).toHaveBeenCalledWith("User not found");
  });

  it("leaves a 401 to the session (no second alert)", async () => {
    const shown = vi.fn();
    const client = createQueryClient(shown);
    await client
      .fetchQuery({ queryKey: ["y"], queryFn: () => Promise.reject(new ApiError(401, "Unauthorized")) })
      .catch(() => {});
    vi.advanceTimersByTime(1000);
    expect(shown).not.toHaveBeenCalled();
  });

  it("does not refetch on window focus", () => {
    const client = createQueryClient(() => {});
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
    expect(client.getDefaultOptions().queries?.retry).toBe(false);
  });
});
