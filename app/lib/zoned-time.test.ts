import { describe, expect, it } from "vitest";
import { addDays, dayIn, zonedInputValue, zonedTimeToDate } from "~/lib/zoned-time";

const zone = "America/Chicago";

describe("wall-clock times in the business's time zone", () => {
  it("turns a typed time into the instant it names, in winter and in summer", () => {
    expect(zonedTimeToDate(zone, "2026-01-15T09:00")?.toISOString()).toBe("2026-01-15T15:00:00.000Z");
    expect(zonedTimeToDate(zone, "2026-07-15T09:00")?.toISOString()).toBe("2026-07-15T14:00:00.000Z");
    expect(zonedTimeToDate("UTC", "2026-07-15T09:00")?.toISOString()).toBe("2026-07-15T09:00:00.000Z");
  });

  it("shows an instant back as the same field value", () => {
    for (const local of ["2026-03-07T23:30", "2026-11-01T00:15", "2026-12-31T18:45"]) {
      const at = zonedTimeToDate(zone, local);
      expect(at).not.toBeNull();
      expect(zonedInputValue(zone, at as Date)).toBe(local);
    }
  });

  it("moves a time in the hour skipped in spring to the hour after", () => {
    // 2026-03-08 02:30 does not exist in Chicago: clocks go from 02:00 to 03:00.
    const at = zonedTimeToDate(zone, "2026-03-08T02:30");
    expect(at?.toISOString()).toBe("2026-03-08T08:30:00.000Z");
    expect(zonedInputValue(zone, at as Date)).toBe("2026-03-08T03:30");
  });

  it("takes the first of a time that happens twice in autumn", () => {
    // 2026-11-01 01:30 happens in daylight time, then again an hour later in standard time.
    expect(zonedTimeToDate(zone, "2026-11-01T01:30")?.toISOString()).toBe("2026-11-01T06:30:00.000Z");
  });

  it("refuses text that is no time", () => {
    for (const text of [
      "",
      "tomorrow",
      "2026-02-30T09:00",
      "2026-13-01T09:00",
      "2026-01-01T24:00",
      "2026-01-01 09:00",
    ]) {
      expect(zonedTimeToDate(zone, text), text).toBeNull();
    }
  });

  it("names the day in the zone, not in UTC, and counts days", () => {
    expect(dayIn(zone, new Date("2026-01-01T03:00:00Z"))).toBe("2025-12-31");
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
  });
});
