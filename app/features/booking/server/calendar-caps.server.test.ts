/**
 * What reading a calendar may cost (issue 51): the caps on occurrences, busy
 * times and time, each refusing the calendar whole and naming itself; a long
 * past skipped cheaply without losing the window's busy times; and the
 * expansion in a worker thread giving the same answer as in the main one.
 */
import { describe, expect, it } from "vitest";
import { dailyFor300Calendar, everyMinuteCalendar, repeatingCalendar } from "../../../../tests/support/ics";
import { expandCalendar } from "./calendar-expand.server";
import { busyTimes, CALENDAR_CAPS, CalendarCapError, CalendarFormatError } from "./calendar-parse.server";

const timeZone = "America/Chicago";
const range = { from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-12-03T00:00:00Z"), timeZone };

function capOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof CalendarCapError) return error.cap;
    throw error;
  }
  return undefined;
}

describe("the caps on reading a calendar", () => {
  it("refuses 10 events repeating every minute since 2016 by the occurrences cap, quickly", () => {
    const started = Date.now();
    expect(capOf(() => busyTimes(everyMinuteCalendar(), range))).toBe("occurrences");
    expect(Date.now() - started).toBeLessThan(CALENDAR_CAPS.milliseconds);
  });

  it("reads 300 daily events since 2016 within the caps, quickly: each series started again just before the window", () => {
    const started = Date.now();
    const busy = busyTimes(dailyFor300Calendar(), range);
    // About 1.4 s on the project's 2-core machine, alone; half the time cap with other tests running.
    expect(Date.now() - started).toBeLessThan(CALENDAR_CAPS.milliseconds / 2);
    // 30-minute events a minute apart from 14:00 UTC: one block a day, 14:00 to 19:29.
    expect(busy).toHaveLength(32);
    expect(busy[0]).toEqual({
      start: new Date("2026-11-01T14:00:00Z"),
      end: new Date("2026-11-01T19:29:00Z"),
    });
    // Without skipping the past, the same calendar is over the occurrences cap.
    expect(capOf(() => busyTimes(dailyFor300Calendar(), range, CALENDAR_CAPS, { skipPast: false }))).toBe(
      "occurrences",
    );
  });

  it("gives the same busy times with the past skipped as stepped through, for every kind of series", () => {
    const series = [
      ["FREQ=DAILY", "20160104T140000Z"],
      ["FREQ=DAILY;INTERVAL=3", "20160105T153000Z"],
      ["FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR", "20160106T160000Z"],
      ["FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261120T000000Z", "20170103T170000Z"],
      ["FREQ=DAILY;BYDAY=SA,SU", "20180106T180000Z"],
      ["FREQ=MONTHLY;BYDAY=1MO", "20160104T190000Z"],
      ["FREQ=DAILY;COUNT=4000", "20160104T200000Z"],
    ] as const;
    const caps = { occurrences: 1e6, busyTimes: 1e6, milliseconds: 60_000 };
    for (const [rule, start] of series) {
      // In the owner's zone, across the clock changes.
      const ics = repeatingCalendar(1, rule, start)
        .replace(/DTSTART:(\d{8}T\d{6})Z/, "DTSTART;TZID=America/Chicago:$1")
        .replace(/DTEND:(\d{8}T\d{6})Z/, "DTEND;TZID=America/Chicago:$1");
      const skipped = busyTimes(ics, range, caps);
      expect(skipped.length, rule).toBeGreaterThan(0);
      expect(skipped, rule).toEqual(busyTimes(ics, range, caps, { skipPast: false }));
    }
  });

  it("stops at the time cap when the occurrences allowed take longer", () => {
    const caps = { occurrences: 1e9, busyTimes: 1e9, milliseconds: 100 };
    const started = Date.now();
    expect(capOf(() => busyTimes(everyMinuteCalendar(), range, caps))).toBe("milliseconds");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("refuses more busy times in the window than the cap", () => {
    const ics = repeatingCalendar(10, "FREQ=DAILY", "20261101T150000Z", 1);
    const caps = { ...CALENDAR_CAPS, busyTimes: 100 };
    expect(capOf(() => busyTimes(ics, range, caps))).toBe("busyTimes");
  });

  it("keeps every busy time of the window when a long past is skipped", () => {
    // One daily event since 2016: about 3,950 dates stepped through, 32 of them in the window.
    const busy = busyTimes(repeatingCalendar(1, "FREQ=DAILY"), range);
    expect(busy).toHaveLength(32);
    expect(busy[0]!.start.toISOString()).toBe("2026-11-01T14:00:00.000Z");
    expect(busy.at(-1)!.start.toISOString()).toBe("2026-12-02T14:00:00.000Z");
  });
});

describe("the expansion in a worker thread", () => {
  it("gives the same busy times as the main thread, and the same refusals", async () => {
    const ics = repeatingCalendar(3, "FREQ=DAILY;INTERVAL=2", "20250101T150000Z");
    expect(await expandCalendar(ics, range)).toEqual(busyTimes(ics, range));
    await expect(expandCalendar(everyMinuteCalendar(), range)).rejects.toMatchObject({ cap: "occurrences" });
    await expect(expandCalendar("not a calendar", range)).rejects.toBeInstanceOf(CalendarFormatError);
  });
});
