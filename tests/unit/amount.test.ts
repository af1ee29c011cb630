import { describe, expect, it } from "vitest";
import { amountProblem, toMinor } from "../../src/lib/amount.ts";

const deposit = { min: 10_000, max: 3_000_000, currency: "MYR" as const };

describe("amountProblem", () => {
  it("accepts the bounds and refuses just past them", () => {
    expect(amountProblem("100", deposit)).toBeNull();
    expect(amountProblem("30000", deposit)).toBeNull();
    expect(amountProblem("99", deposit)).toBe("min");
    expect(amountProblem("30001", deposit)).toBe("max");
  });
  it("wants a whole number without spaces", () => {
    expect(amountProblem("", deposit)).toBe("required");
    expect(amountProblem("100.50", deposit)).toBe("integer");
    expect(amountProblem("1 000", deposit)).toBe("integer");
    expect(amountProblem("-100", deposit)).toBe("integer");
  });
  it("converts whole units to minor units", () => {
    expect(toMinor("100", "MYR")).toBe(10_000);
    expect(toMinor("250", "USDT")).toBe(250_000_000);
  });
});
