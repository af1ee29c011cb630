import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { publicName } from "../../server/services/players.ts";
import { defaultRebateRates, RebateRates, ratePercent, rebateOf } from "../../src/api/contract/rebates.ts";

describe("rebate rules", () => {
  it("round the rebate down to whole minor units, exactly, also for large turnovers", () => {
    expect(rebateOf(10_100, 50)).toBe(50); // 50.5
    expect(rebateOf(700, 20)).toBe(1); // 1.4
    expect(rebateOf(199, 50)).toBe(0); // 0.995
    expect(rebateOf(0, 50)).toBe(0);
    expect(rebateOf(-500, 50)).toBe(0);
    expect(rebateOf(1_000, 0)).toBe(0);
    // the product is past a float's exact integers (computed in BigInt)
    expect(rebateOf(9_000_000_000_000_003, 1000)).toBe(900_000_000_000_000);
  });

  it("show a rate in basis points as a percent without float noise", () => {
    expect([50, 20, 100, 125, 5, 0, 1000].map(ratePercent)).toEqual(["0.5", "0.2", "1", "1.25", "0.05", "0", "10"]);
  });

  it("bound the rates a tenant may set (0 to 10 % per source, whole basis points)", () => {
    expect(RebateRates(defaultRebateRates)).toEqual({ own: 50, downline: 20 });
    for (const bad of [{ own: 1001, downline: 0 }, { own: -1, downline: 0 }, { own: 0.5, downline: 0 }, { own: 50 }]) {
      expect(RebateRates(bad)).toBeInstanceOf(type.errors);
    }
  });
});

describe("a referral's public name", () => {
  it("is the nickname they chose, else the username masked", () => {
    expect(publicName("ahmad88", "ahmad88")).toBe("ah***8");
    expect(publicName("ahmad88", "AHMAD88")).toBe("ah***8");
    expect(publicName("ahmad88", null)).toBe("ah***8");
    expect(publicName("ahmad88", "  Lucky Star ")).toBe("Lucky Star");
    expect(publicName("abc", null)).toBe("a***");
    expect(publicName("kahwai", "")).toBe("ka***i");
  });
});
