/**
 * The owner's calendar read into busy times (calendar-parse.server.ts):
 * recurring events with an EXDATE and a moved occurrence, time zones,
 * events marked free or cancelled, all-day events, and text that is no calendar.
 */
import { describe, expect, it } from "vitest";
import { calendar, event } from "../../../../tests/support/ics";
import { busyTimes, CalendarFormatError } from "./calendar-parse.server";

const timeZone = "America/Chicago";
const range = { from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-12-31T00:00:00Z"), timeZone };

const iso = (busy: { start: Date; end: Date }[]) =>
  busy.map((b) => [b.start.toISOString(), b.end.toISOString()]);

describe("busy times from a calendar", () => {
  it("expands a weekly event, without the EXDATE's day, with the moved occurrence where it went", () => {
    const ics = calendar(
      event(`
        UID:crew-meeting
        DTSTAMP:20261001T000000Z
        SUMMARY:Crew meeting
        DTSTART;TZID=America/Chicago:20261103T170000
        DTEND;TZID=America/Chicago:20261103T180000
        RRULE:FREQ=WEEKLY;COUNT=4
        EXDATE;TZID=America/Chicago:20261110T170000
      `),
      event(`
        UID:crew-meeting
        DTSTAMP:20261001T000000Z
        RECURRENCE-ID;TZID=America/Chicago:20261117T170000
        SUMMARY:Crew meeting (moved)
        DTSTART;TZID=America/Chicago:20261118T080000
        DTEND;TZID=America/Chicago:20261118T093000
      `),
    );
    expect(iso(busyTimes(ics, range))).toEqual([
      ["2026-11-03T23:00:00.000Z", "2026-11-04T00:00:00.000Z"],
      // Nov 10 is excluded; Nov 17 moved to Wednesday morning.
      ["2026-11-18T14:00:00.000Z", "2026-11-18T15:30:00.000Z"],
      ["2026-11-24T23:00:00.000Z", "2026-11-25T00:00:00.000Z"],
    ]);
  });

  it("reads each event in its own zone, UTC and all-day events too", () => {
    const ics = calendar(
      event(`
        UID:dentist
        DTSTAMP:20261001T000000Z
        DTSTART:20261105T150000Z
        DTEND:20261105T160000Z
      `),
      event(`
        UID:trip
        DTSTAMP:20261001T000000Z
        DTSTART;TZID=America/New_York:20261106T090000
        DTEND;TZID=America/New_York:20261106T100000
      `),
      event(`
        UID:deer-opener
        DTSTAMP:20261001T000000Z
        DTSTART;VALUE=DATE:20261107
        DTEND;VALUE=DATE:20261109
      `),
    );
    expect(iso(busyTimes(ics, range))).toEqual([
      ["2026-11-05T15:00:00.000Z", "2026-11-05T16:00:00.000Z"],
      ["2026-11-06T14:00:00.000Z", "2026-11-06T15:00:00.000Z"],
      // All day on the 7th and 8th, Minnesota time.
      ["2026-11-07T06:00:00.000Z", "2026-11-09T06:00:00.000Z"],
    ]);
  });

  it("reads a zone only the file defines, as Outlook writes them", () => {
    const outlook = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VTIMEZONE",
      "TZID:Central Standard Time",
      "BEGIN:STANDARD",
      "DTSTART:16010101T020000",
      "TZOFFSETFROM:-0500",
      "TZOFFSETTO:-0600",
      "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:16010101T020000",
      "TZOFFSETFROM:-0600",
      "TZOFFSETTO:-0500",
      "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3",
      "END:DAYLIGHT",
      "END:VTIMEZONE",
      event(`
        UID:outlook
        DTSTAMP:20261001T000000Z
        DTSTART;TZID=Central Standard Time:20261030T090000
        DTEND;TZID=Central Standard Time:20261030T100000
        RRULE:FREQ=WEEKLY;COUNT=2
      `),
      "END:VCALENDAR",
    ].join("\r\n");
    // 9 am in Minnesota: CDT on October 30, CST on November 6.
    expect(iso(busyTimes(outlook, { ...range, from: new Date("2026-10-01T00:00:00Z") }))).toEqual([
      ["2026-10-30T14:00:00.000Z", "2026-10-30T15:00:00.000Z"],
      ["2026-11-06T15:00:00.000Z", "2026-11-06T16:00:00.000Z"],
    ]);
  });

  it("leaves out events marked free, cancelled ones and a cancelled occurrence", () => {
    const ics = calendar(
      event(`
        UID:reminder
        DTSTAMP:20261001T000000Z
        DTSTART:20261105T150000Z
        DTEND:20261105T160000Z
        TRANSP:TRANSPARENT
      `),
      event(`
        UID:called-off
        DTSTAMP:20261001T000000Z
        DTSTART:20261106T150000Z
        DTEND:20261106T160000Z
        STATUS:CANCELLED
      `),
      event(`
        UID:standup
        DTSTAMP:20261001T000000Z
        DTSTART:20261102T140000Z
        DTEND:20261102T141500Z
        RRULE:FREQ=DAILY;COUNT=2
      `),
      event(`
        UID:standup
        DTSTAMP:20261001T000000Z
        RECURRENCE-ID:20261103T140000Z
        DTSTART:20261103T140000Z
        DTEND:20261103T141500Z
        STATUS:CANCELLED
      `),
    );
    expect(iso(busyTimes(ics, range))).toEqual([["2026-11-02T14:00:00.000Z", "2026-11-02T14:15:00.000Z"]]);
  });

  it("keeps only what overlaps the range, and stops an endless series", () => {
    const ics = calendar(
      event(`
        UID:gym
        DTSTAMP:20261001T000000Z
        DTSTART;TZID=America/Chicago:20200106T060000
        DTEND;TZID=America/Chicago:20200106T070000
        RRULE:FREQ=DAILY
      `),
    );
    const busy = busyTimes(ics, { ...range, from: new Date("2026-10-31T00:00:00Z") });
    // Every day of the range (61 days), 6 am Minnesota time on both sides of the clocks' change.
    expect(busy).toHaveLength(61);
    expect(busy[0]!.start.toISOString()).toBe("2026-10-31T11:00:00.000Z");
    expect(busy[1]!.start.toISOString()).toBe("2026-11-01T12:00:00.000Z");
  });

  it("refuses text that is not a calendar", () => {
    expect(() => busyTimes("<html>Sign in</html>", range)).toThrow(CalendarFormatError);
    expect(() => busyTimes("BEGIN:VCARD\r\nEND:VCARD", range)).toThrow(CalendarFormatError);
  });
});

it("expands a 500-event calendar for 60 days quickly (the figure is logged)", () => {
  // 400 single events and 100 weekly series, an hour each, over the coming two months.
  const day = (n: number) =>
    new Date(Date.UTC(2026, 11, 1 + n)).toISOString().slice(0, 10).replaceAll("-", "");
  const events = Array.from({ length: 500 }, (_, i) =>
    event(`
      UID:e${i}
      DTSTAMP:20261001T000000Z
      DTSTART;TZID=America/Chicago:${day(i % 60)}T${String(8 + (i % 10)).padStart(2, "0")}0000
      DURATION:PT1H
      ${i % 5 === 0 ? "RRULE:FREQ=WEEKLY" : ""}
    `),
  );
  const ics = calendar(...events);
  const t0 = performance.now();
  const busy = busyTimes(ics, {
    from: new Date("2026-12-01T00:00:00Z"),
    to: new Date("2027-01-30T00:00:00Z"),
    timeZone,
  });
  const ms = performance.now() - t0;
  console.log(
    `[bench] expanding a 500-event calendar for 60 days: ${busy.length} busy times in ${ms.toFixed(0)} ms`,
  );
  // Events at the same day and hour (every 60th) are one busy time once overlaps are merged.
  expect(busy.length).toBeGreaterThan(100);
  expect(ms).toBeLessThan(2000);
});
