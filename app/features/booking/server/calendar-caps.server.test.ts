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

  it("refuses 300 daily events since 2016 by the occurrences cap, quickly", () => {
    const started = Date.now();
    expect(capOf(() => busyTimes(dailyFor300Calendar(), range))).toBe("occurrences");
    expect(Date.now() - started).toBeLessThan(CALENDAR_CAPS.milliseconds);
  });

  it("stops at the time cap when the occurrences allowed take longer", () => {
    const caps = { occurrences: 1e9, busyTimes: 1e9, milliseconds: 100 };
    const started = Date.now();
    expect(capOf(() => busyTimes(everyMinuteCalendar(), range, caps))).toBe("milliseconds");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("refuses more busy times in the window than the cap", () => {
    const ics = repeatingCalendar(10, "FREQ=DAILY", "20261101T150000Z");
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
