// @vitest-environment node
/** The remaining-time helper (SPEC §9: years, or months/days/hours), on the calendar and in the four languages. */
import { describe, expect, it } from "vitest";
import { remainingParts, remainingTime } from "../../src/lib/remaining-time.ts";

const now = "2026-11-25T10:00:00.000Z";

describe("remainingParts", () => {
  it("gives whole years from a year on", () => {
    expect(remainingParts(now, "2028-12-01T00:00:00.000Z")).toEqual([{ unit: "year", value: 2 }]);
    expect(remainingParts(now, "2027-11-25T10:00:00.000Z")).toEqual([{ unit: "year", value: 1 }]);
  });

  it("gives months and days under a year, on the calendar", () => {
    expect(remainingParts(now, "2027-02-29T10:00:00.000Z")).toBeNull(); // no such date: invalid
    expect(remainingParts(now, "2027-03-01T10:00:00.000Z")).toEqual([
      { unit: "month", value: 3 },
      { unit: "day", value: 4 },
    ]);
    expect(remainingParts(now, "2026-12-25T10:00:00.000Z")).toEqual([{ unit: "month", value: 1 }]);
  });

  it("gives days and hours under a month, hours and minutes under a day, at least a minute", () => {
    expect(remainingParts(now, "2026-11-30T16:30:00.000Z")).toEqual([
      { unit: "day", value: 5 },
      { unit: "hour", value: 6 },
    ]);
    expect(remainingParts(now, "2026-11-25T13:20:00.000Z")).toEqual([
      { unit: "hour", value: 3 },
      { unit: "minute", value: 20 },
    ]);
    expect(remainingParts(now, "2026-11-25T10:00:20.000Z")).toEqual([{ unit: "minute", value: 1 }]);
  });

  it("is null once the end has passed, or for no date", () => {
    expect(remainingParts(now, now)).toBeNull();
    expect(remainingParts(now, "2026-11-25T09:59:59.000Z")).toBeNull();
    expect(remainingParts(now, "not a date")).toBeNull();
  });
});

describe("remainingTime in the app's languages", () => {
  it.each([
    ["en-US", "2028-12-01T00:00:00.000Z", "2 years"],
    ["en-US", "2027-03-01T10:00:00.000Z", "3 months 4 days"],
    ["en-US", "2026-11-30T16:30:00.000Z", "5 days 6 hours"],
    ["zh-CN", "2027-03-01T10:00:00.000Z", "3个月4天"],
    ["zh-TW", "2026-11-30T16:30:00.000Z", "5 天6 小時"],
    ["ms-MY", "2027-03-01T10:00:00.000Z", "3 bulan 4 hari"],
    ["ms-MY", "2028-12-01T00:00:00.000Z", "2 tahun"],
  ])("%s until %s: %s", (locale, to, expected) => {
    expect(remainingTime(now, to, locale)).toBe(expected);
  });

  it("is null when ended (the screen says Ended)", () => {
    expect(remainingTime(now, "2026-01-01T00:00:00.000Z", "en-US")).toBeNull();
  });
});
