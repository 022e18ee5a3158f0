/**
 * The free visit times (free-slots.ts): the window's grid, busy times and
 * booked visits with the buffer on both sides, the notice, the horizon, the
 * daily cap, days off, and the same wall-clock times across daylight saving.
 */
import { describe, expect, it } from "vitest";
import { type Availability, DEFAULT_AVAILABILITY } from "./availability";
import { earliestStart, freeSlots, type Interval } from "./free-slots";

const timeZone = "America/Chicago";
const evening = [{ start: "16:00", end: "19:00" }];
const everyEvening: Availability = {
  ...DEFAULT_AVAILABILITY,
  windows: {
    mon: evening,
    tue: evening,
    wed: evening,
    thu: evening,
    fri: evening,
    sat: evening,
    sun: evening,
  },
  notice: 0,
  horizonDays: 30,
  dailyCap: 3,
};
const at = (iso: string) => new Date(iso);
const iso = (slots: Interval[]) => slots.map((slot) => slot.start.toISOString());
const slotsOn = (slots: Interval[], day: string) =>
  iso(slots).filter((start) => new Date(start).toLocaleDateString("en-CA", { timeZone }) === day);

function slots(
  availability: Partial<Availability>,
  now: string,
  more: Partial<Parameters<typeof freeSlots>[0]> = {},
) {
  return freeSlots({
    availability: { ...everyEvening, ...availability },
    busy: [],
    booked: [],
    now: at(now),
    timeZone,
    ...more,
  });
}

describe("daylight saving (America/Chicago)", () => {
  it("keeps a 4–7 pm window at 4 pm on both sides of the second Sunday of March", () => {
    const found = slots({}, "2026-03-06T12:00:00Z");
    // 60-minute visits, 30 minutes between: 4:00 and 5:30 pm. CST is UTC-6, CDT UTC-5.
    expect(slotsOn(found, "2026-03-07")).toEqual(["2026-03-07T22:00:00.000Z", "2026-03-07T23:30:00.000Z"]);
    expect(slotsOn(found, "2026-03-08")).toEqual(["2026-03-08T21:00:00.000Z", "2026-03-08T22:30:00.000Z"]);
    expect(slotsOn(found, "2026-03-09")).toEqual(["2026-03-09T21:00:00.000Z", "2026-03-09T22:30:00.000Z"]);
  });

  it("and on both sides of the first Sunday of November", () => {
    const found = slots({}, "2026-10-30T12:00:00Z");
    expect(slotsOn(found, "2026-10-31")).toEqual(["2026-10-31T21:00:00.000Z", "2026-10-31T22:30:00.000Z"]);
    expect(slotsOn(found, "2026-11-01")).toEqual(["2026-11-01T22:00:00.000Z", "2026-11-01T23:30:00.000Z"]);
    expect(slotsOn(found, "2026-11-02")).toEqual(["2026-11-02T22:00:00.000Z", "2026-11-02T23:30:00.000Z"]);
  });

  it("offers no visit in the hour the clocks skip", () => {
    const night = [{ start: "01:00", end: "04:00" }];
    const found = slots(
      { windows: { ...everyEvening.windows, sun: night }, visitMinutes: 30, bufferMinutes: 30 },
      "2026-03-07T12:00:00Z",
    );
    // 1:00, 2:00 (does not exist that night) and 3:00 CDT.
    expect(slotsOn(found, "2026-03-08")).toEqual(["2026-03-08T07:00:00.000Z", "2026-03-08T08:00:00.000Z"]);
  });
});

describe("the grid, the buffer and the cap", () => {
  const now = "2026-12-01T12:00:00Z"; // a Tuesday, 6 am in Minnesota
  it("starts every visit length plus buffer from the window's start, ending by its end", () => {
    expect(slotsOn(slots({}, now), "2026-12-01")).toEqual([
      "2026-12-01T22:00:00.000Z",
      "2026-12-01T23:30:00.000Z",
    ]);
    expect(slotsOn(slots({ bufferMinutes: 0 }, now), "2026-12-01")).toHaveLength(3);
  });

  it("keeps the buffer clear before and after a busy time", () => {
    // Busy 5:15–5:30 pm: with 30 minutes either side, 4:45–6:00 is taken; the 4:00 visit ends at 5:00.
    const busy = [{ start: at("2026-12-01T23:15:00Z"), end: at("2026-12-01T23:30:00Z") }];
    expect(slotsOn(slots({}, now, { busy }), "2026-12-01")).toEqual([]);
    const later = [{ start: at("2026-12-01T23:30:00Z"), end: at("2026-12-01T23:45:00Z") }];
    expect(slotsOn(slots({}, now, { busy: later }), "2026-12-01")).toEqual(["2026-12-01T22:00:00.000Z"]);
    // Ending exactly where the buffer begins is fine.
    const edge = [{ start: at("2026-12-01T23:30:00Z"), end: at("2026-12-02T01:00:00Z") }];
    expect(slotsOn(slots({}, now, { busy: edge }), "2026-12-01")).toEqual(["2026-12-01T22:00:00.000Z"]);
  });

  it("keeps the buffer around booked visits, and a day whose bookings reach the cap offers nothing", () => {
    const booked = [{ start: at("2026-12-01T22:00:00Z"), end: at("2026-12-01T23:00:00Z") }];
    expect(slotsOn(slots({ dailyCap: 2 }, now, { booked }), "2026-12-01")).toEqual([
      "2026-12-01T23:30:00.000Z",
    ]);
    expect(slotsOn(slots({ dailyCap: 1 }, now, { booked }), "2026-12-01")).toEqual([]);
    // The next day is not touched.
    expect(slotsOn(slots({ dailyCap: 1 }, now, { booked }), "2026-12-02")).toHaveLength(2);
  });
});

describe("days off, notice and horizon", () => {
  const now = "2026-12-01T12:00:00Z"; // Tuesday morning
  it("offers nothing on a day off or within a range of them", () => {
    const found = slots(
      {
        daysOff: [
          { from: "2026-12-02", to: "2026-12-02", note: "" },
          { from: "2026-12-24", to: "2026-12-26", note: "Christmas" },
        ],
      },
      now,
    );
    for (const day of ["2026-12-02", "2026-12-24", "2026-12-25", "2026-12-26"])
      expect(slotsOn(found, day)).toEqual([]);
    expect(slotsOn(found, "2026-12-03")).toHaveLength(2);
    expect(slotsOn(found, "2026-12-27")).toHaveLength(2);
  });

  it("respects a notice in hours", () => {
    // 3:30 pm Minnesota time, 1 hour's notice: not the 4:00 visit, the 5:30 one.
    expect(slotsOn(slots({ notice: 1 }, "2026-12-01T21:30:00Z"), "2026-12-01")).toEqual([
      "2026-12-01T23:30:00.000Z",
    ]);
  });

  it("with next-business-day notice, starts on the next weekday that is not a day off", () => {
    // Friday 10 am: not Saturday or Sunday; Monday the 7th is off, so Tuesday the 8th.
    const friday = at("2026-12-04T16:00:00Z");
    const availability = {
      ...everyEvening,
      notice: "next-business-day" as const,
      daysOff: [{ from: "2026-12-07", to: "2026-12-07", note: "" }],
    };
    expect(earliestStart(availability, friday, timeZone).toISOString()).toBe("2026-12-08T06:00:00.000Z");
    const found = freeSlots({ availability, busy: [], booked: [], now: friday, timeZone, limit: 1 });
    expect(iso(found)).toEqual(["2026-12-08T22:00:00.000Z"]);
  });

  it("offers nothing past the horizon", () => {
    const found = slots({ horizonDays: 2 }, now);
    expect(new Set(found.map((s) => s.start.toLocaleDateString("en-CA", { timeZone })))).toEqual(
      new Set(["2026-12-01", "2026-12-02", "2026-12-03"]),
    );
  });

  it("gives a fresh install's defaults: weekday evenings and Saturday morning", () => {
    const found = freeSlots({
      availability: DEFAULT_AVAILABILITY,
      busy: [],
      booked: [],
      now: at(now),
      timeZone,
      limit: 8,
    });
    // Tuesday: notice until Wednesday. Wednesday–Friday 4:00 and 5:30, Saturday 9:00 and 10:30.
    expect(iso(found)).toEqual([
      "2026-12-02T22:00:00.000Z",
      "2026-12-02T23:30:00.000Z",
      "2026-12-03T22:00:00.000Z",
      "2026-12-03T23:30:00.000Z",
      "2026-12-04T22:00:00.000Z",
      "2026-12-04T23:30:00.000Z",
      "2026-12-05T15:00:00.000Z",
      "2026-12-05T16:30:00.000Z",
    ]);
  });
});

describe("one day's times (what a claim checks)", () => {
  it("are the whole list's times on that day, for every day, across the November change", () => {
    const now = "2026-10-28T12:00:00Z";
    const availability = {
      dailyCap: 2,
      notice: 20,
      daysOff: [{ from: "2026-11-04", to: "2026-11-04", note: "" }],
    };
    const busy = [
      // Across midnight into November 1 (the buffer reaches its first visit), and a long stretch.
      { start: at("2026-11-01T04:00:00Z"), end: at("2026-11-01T21:45:00Z") },
      { start: at("2026-11-06T20:00:00Z"), end: at("2026-11-08T23:00:00Z") },
    ];
    // Two on the 2nd: the cap; one on the 3rd keeps its buffer.
    const booked = [
      { start: at("2026-11-02T22:00:00Z"), end: at("2026-11-02T23:00:00Z") },
      { start: at("2026-11-03T00:30:00Z"), end: at("2026-11-03T01:30:00Z") },
      { start: at("2026-11-03T22:00:00Z"), end: at("2026-11-03T23:00:00Z") },
    ];
    const all = slots(availability, now, { busy, booked });
    let checked = 0;
    for (let d = -1; d <= 32; d++) {
      const day = new Date(Date.parse("2026-10-28") + d * 86_400_000).toISOString().slice(0, 10);
      const one = slots(availability, now, { busy, booked, day });
      expect(iso(one), day).toEqual(slotsOn(all, day));
      checked += one.length;
    }
    expect(checked).toBe(all.length);
    expect(slotsOn(all, "2026-10-28")).toEqual([]);
    expect(slotsOn(all, "2026-11-01")).toEqual(["2026-11-01T23:30:00.000Z"]);
    expect(slotsOn(all, "2026-11-02")).toEqual([]);
    expect(slotsOn(all, "2026-11-03")).toEqual(["2026-11-03T23:30:00.000Z"]);
  });
});

describe("bench", () => {
  it("computes 60 days of slots against a 500-event calendar in under 50 ms (median of 9 runs)", () => {
    const now = at("2026-12-01T12:00:00Z");
    // 500 events of 30 minutes to 3 hours spread over the 60 days, at any hour.
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const busy = Array.from({ length: 500 }, () => {
      const start = now.getTime() + Math.floor(random() * 60 * 24 * 4) * 15 * 60_000;
      return { start: new Date(start), end: new Date(start + (30 + Math.floor(random() * 6) * 30) * 60_000) };
    });
    const windows = {
      ...everyEvening.windows,
      sat: [
        { start: "09:00", end: "12:00" },
        { start: "13:00", end: "17:00" },
      ],
    };
    const availability = { ...everyEvening, windows, horizonDays: 60 };
    const times: number[] = [];
    let count = 0;
    for (let run = 0; run < 9; run++) {
      const t0 = performance.now();
      count = freeSlots({ availability, busy, booked: [], now, timeZone }).length;
      times.push(performance.now() - t0);
    }
    const median = times.sort((a, b) => a - b)[4]!;
    console.log(
      `[bench] freeSlots, 60 days, 500 busy events: ${count} slots, median ${median.toFixed(2)} ms`,
    );
    expect(count).toBeGreaterThan(20);
    expect(median).toBeLessThan(50);
  });
});
