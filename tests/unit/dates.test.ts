// @vitest-environment node
import { Settings } from "luxon";
import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime, formatLocalDate } from "../../src/lib/dates.ts";

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
