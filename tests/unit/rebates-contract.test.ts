// @vitest-environment node
import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { publicName } from "../../server/services/players.ts";
import { gameCategories } from "../../src/api/contract/games.ts";
import {
  defaultRebateRates,
  defaultVipRebateRates,
  RebateRates,
  ratePercent,
  rebateOf,
  VipRebateRates,
} from "../../src/api/contract/rebates.ts";
import { vipTiers } from "../../src/api/contract/user.ts";
import { defaultVipThresholds, tierFor, VipThresholds } from "../../src/api/contract/vip.ts";

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

  it("bound the rates a tenant may set (0 to 10 %, whole basis points): the downline's, and per tier × category", () => {
    expect(RebateRates(defaultRebateRates)).toEqual({ downline: 20 });
    for (const bad of [{ downline: 1001 }, { downline: -1 }, { downline: 0.5 }, { own: 50 }]) {
      expect(RebateRates(bad)).toBeInstanceOf(type.errors);
    }
    expect(VipRebateRates(defaultVipRebateRates)).not.toBeInstanceOf(type.errors);
    for (const tier of vipTiers) {
      for (const category of gameCategories) {
        for (const rate of [1001, -1, 0.5]) {
          const bad = { ...defaultVipRebateRates, [tier]: { ...defaultVipRebateRates[tier], [category]: rate } };
          expect(VipRebateRates(bad), `${tier} ${category} ${rate}`).toBeInstanceOf(type.errors);
        }
      }
      const { [tier]: _left, ...missing } = defaultVipRebateRates;
      expect(VipRebateRates(missing)).toBeInstanceOf(type.errors);
    }
  });

  it("give a higher tier at least the rate of the one below in every category (the defaults)", () => {
    for (const [n, tier] of vipTiers.entries()) {
      const below = vipTiers[n - 1];
      if (!below) continue;
      for (const c of gameCategories) {
        expect(defaultVipRebateRates[tier][c]).toBeGreaterThanOrEqual(defaultVipRebateRates[below][c]);
      }
    }
  });
});

describe("VIP tiers", () => {
  it("reach a tier at its threshold exactly (SPEC §4: RM 50,000 / 400,000 / 1,000,000 / 4,000,000)", () => {
    expect(defaultVipThresholds).toEqual({
      Silver: 5_000_000,
      Gold: 40_000_000,
      Platinum: 100_000_000,
      Diamond: 400_000_000,
    });
    expect(tierFor(0, defaultVipThresholds)).toBe("Normal");
    expect(tierFor(4_999_999, defaultVipThresholds)).toBe("Normal");
    expect(tierFor(5_000_000, defaultVipThresholds)).toBe("Silver");
    expect(tierFor(99_999_999, defaultVipThresholds)).toBe("Gold");
    expect(tierFor(400_000_000, defaultVipThresholds)).toBe("Diamond");
    expect(tierFor(Number.MAX_SAFE_INTEGER, defaultVipThresholds)).toBe("Diamond");
  });

  it("take only increasing whole thresholds within bounds", () => {
    expect(VipThresholds(defaultVipThresholds)).not.toBeInstanceOf(type.errors);
    for (const bad of [
      { ...defaultVipThresholds, Gold: defaultVipThresholds.Silver },
      { ...defaultVipThresholds, Silver: 0 },
      { ...defaultVipThresholds, Diamond: 2 ** 63 },
      { ...defaultVipThresholds, Platinum: 1.5 },
      { Silver: 1 },
    ]) {
      expect(VipThresholds(bad), JSON.stringify(bad)).toBeInstanceOf(type.errors);
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
