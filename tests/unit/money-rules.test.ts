// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  afterCharge,
  amountProblem,
  chargeOf,
  limitProblem,
  telcoPinPattern,
  toMinor,
  toUnits,
  tronAddressPattern,
  txHashPattern,
  withdrawChargePercent,
  withdrawRefusal,
} from "../../src/api/contract/money.ts";
import { formatAmount, formatMoney, toDecimalString } from "../../src/lib/money-format.ts";

const deposit = { min: 10_000, max: 3_000_000, currency: "MYR" as const };

describe("amounts against limits", () => {
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
  it("checks minor units the way the server does: whole units, then min, then max", () => {
    expect(limitProblem(10_050, deposit)).toBe("integer");
    expect(limitProblem(9_900, deposit)).toBe("min");
    expect(limitProblem(3_000_100, deposit)).toBe("max");
    // past the currency's maximum (money.ts maxAmount) it is "max", checked before any arithmetic
    expect(limitProblem(2 ** 60, deposit)).toBe("max");
    expect(limitProblem(50_000, deposit)).toBeNull();
  });
  it("converts between whole units and minor units", () => {
    expect(toMinor("100", "MYR")).toBe(10_000);
    expect(toMinor("250", "USDT")).toBe(250_000_000);
    expect(toUnits(250_000_000, "USDT")).toBe(250);
    expect(toUnits(10_099, "MYR")).toBe(100);
  });
});

describe("charges", () => {
  it("takes the telco 30 % (a top-up of 100 credits 70)", () => {
    expect(chargeOf(10_000, 30)).toBe(3_000);
    expect(afterCharge(10_000, 30)).toBe(7_000);
  });
  it("rounds the charge down, in the player's favour", () => {
    expect(chargeOf(3_333, 3)).toBe(99);
  });
  it("charges withdrawals only past the month's free ones", () => {
    const rules = { free_per_month: 5, charge_percent: 3 };
    expect(withdrawChargePercent(rules, 4)).toBe(0);
    expect(withdrawChargePercent(rules, 5)).toBe(3);
  });
});

describe("a withdrawal today", () => {
  const today = { available: 10_000, daily_left: 8_000, withdrawals_left: 1 };
  it("passes within the balance, today's total and today's count", () => {
    expect(withdrawRefusal(8_000, today)).toBeNull();
  });
  it("refuses past today's count, then today's total, then the balance, as the server words it", () => {
    expect(withdrawRefusal(3_000, { ...today, withdrawals_left: 0 })).toBe("Daily withdrawal count reached");
    expect(withdrawRefusal(8_001, today)).toBe("Daily withdrawal limit reached");
    expect(withdrawRefusal(8_001, { ...today, available: 5_000 })).toBe("Daily withdrawal limit reached");
    expect(withdrawRefusal(5_001, { ...today, available: 5_000 })).toBe("Insufficient balance");
  });
});

describe("patterns", () => {
  it("knows a TRC20 hash, a TRC20 address and a telco PIN", () => {
    expect(txHashPattern.test("a".repeat(64))).toBe(true);
    expect(txHashPattern.test("g".repeat(64))).toBe(false);
    expect(tronAddressPattern.test(`T${"1".repeat(33)}`)).toBe(true);
    expect(tronAddressPattern.test(`T${"0".repeat(33)}`)).toBe(false);
    expect(telcoPinPattern.test("123456789012")).toBe(true);
    expect(telcoPinPattern.test("12345")).toBe(false);
  });
});

describe("display", () => {
  it("turns minor units into exact decimals", () => {
    expect(toDecimalString(125000, "MYR")).toBe("1250.00");
    expect(toDecimalString(5, "MYR")).toBe("0.05");
    expect(toDecimalString(-199, "MYR")).toBe("-1.99");
    expect(toDecimalString(1_234_567, "USDT")).toBe("1.234567");
  });

  it("formats ringgit and USDT in the locale", () => {
    expect(formatMoney(125000, "MYR", "en-US")).toBe("RM\u00a01,250.00");
    expect(formatMoney(125000, "MYR", "ms-MY")).toBe("RM\u00a01,250.00");
    expect(formatMoney(1_239_999, "USDT", "en-US")).toBe("1.23 USDT");
    expect(formatAmount(-100, "MYR", "en-US")).toBe("-1.00");
  });

  it("keeps large balances exact", () => {
    expect(formatMoney(900_719_925_474_099, "MYR", "en-US")).toBe("RM\u00a09,007,199,254,740.99");
  });

  it("uses the locale's grouping in Chinese", () => {
    expect(formatMoney(125000, "MYR", "zh-CN")).toContain("1,250.00");
  });
});
