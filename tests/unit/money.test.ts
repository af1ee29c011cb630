import { describe, expect, it } from "vitest";
import { formatMoney, toDecimalString } from "../../src/lib/money.ts";

describe("money", () => {
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
  });

  it("keeps large balances exact", () => {
    expect(formatMoney(900_719_925_474_099, "MYR", "en-US")).toBe("RM\u00a09,007,199,254,740.99");
  });
});

describe("money in Chinese", () => {
  it("uses the locale's grouping", () => {
    expect(formatMoney(125000, "MYR", "zh-CN")).toContain("1,250.00");
  });
});
