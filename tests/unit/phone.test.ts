// @vitest-environment node
import { describe, expect, it } from "vitest";
import { toContactNo } from "../../src/lib/phone.ts";

describe("toContactNo", () => {
  it("formats Malaysian numbers to international form without the plus sign", () => {
    expect(toContactNo("012-345 6789")).toBe("60123456789");
    expect(toContactNo("+60 12-345 6789")).toBe("60123456789");
    expect(toContactNo("0167778888")).toBe("60167778888");
  });
  it("accepts other countries when typed with their code", () => {
    expect(toContactNo("+65 8123 4567")).toBe("6581234567");
  });
  it("refuses what is not a valid number", () => {
    expect(toContactNo("")).toBeNull();
    expect(toContactNo("12")).toBeNull();
    expect(toContactNo("abc")).toBeNull();
  });
});
