// @vitest-environment node
import { Settings } from "luxon";
import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime, formatDayTime, formatLocalDate } from "../../src/lib/dates.ts";

describe("local dates (SPEC §9: YYYY-MM-DD)", () => {
  afterEach(() => {
    Settings.defaultZone = "system";
  });

  it("shows the date in the player's zone", () => {
    Settings.defaultZone = "Asia/Kuala_Lumpur";
    // 20:30 UTC is already the next day in Kuala Lumpur (GMT+8)
    expect(formatLocalDate("2026-11-21T20:30:00.000Z")).toBe("2026-11-22");
    expect(formatDateTime("2026-11-21T20:30:00.000Z")).toBe("2026-11-22 04:30");
  });
});

describe("a day and time of the coming weeks (a limit's reset, a raise's start)", () => {
  afterEach(() => {
    Settings.defaultZone = "system";
  });

  it("is in the player's zone and language, 24-hour, without the year", () => {
    Settings.defaultZone = "Asia/Kuala_Lumpur";
    expect(formatDayTime("2026-11-28T06:05:00.000Z", "en-US")).toBe("Nov 28, 14:05");
    expect(formatDayTime("2026-11-27T16:00:00.000Z", "ms-MY")).toBe("28 Nov, 00:00");
    expect(formatDayTime("2026-11-28T06:05:00.000Z", "zh-CN")).toBe("11月28日 14:05");
  });
});
