import { describe, expect, it } from "vitest";
import { parseOfferedTime, shortTimeChoices, slotDays, visitWhen } from "./slot-labels";

const timeZone = "America/Chicago";
const slot = (iso: string, minutes = 60) => {
  const start = new Date(iso);
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
};

describe("slotDays", () => {
  it("groups the times under their day in the business's time zone", () => {
    const days = slotDays(
      [
        slot("2026-11-26T22:00:00Z"), // Thu 4:00 PM in Chicago (CST)
        slot("2026-11-26T23:30:00Z"), // Thu 5:30 PM
        slot("2026-11-28T15:00:00Z"), // Sat 9:00 AM
      ],
      timeZone,
    );
    expect(days).toEqual([
      {
        day: "Thursday, November 26",
        times: [
          { at: "2026-11-26T22:00:00.000Z", label: "4:00 PM" },
          { at: "2026-11-26T23:30:00.000Z", label: "5:30 PM" },
        ],
      },
      { day: "Saturday, November 28", times: [{ at: "2026-11-28T15:00:00.000Z", label: "9:00 AM" }] },
    ]);
  });

  it("puts a late evening time on the business's day, not the UTC one", () => {
    // 7:00 PM on Friday in Chicago is already Saturday in UTC.
    expect(slotDays([slot("2026-11-28T01:00:00Z")], timeZone)[0]?.day).toBe("Friday, November 27");
  });

  it("keeps 4 PM at 4 PM across the change to daylight saving time", () => {
    const days = slotDays([slot("2026-03-06T22:00:00Z"), slot("2026-03-09T21:00:00Z")], timeZone);
    expect(days.map((day) => `${day.day} ${day.times[0]?.label}`)).toEqual([
      "Friday, March 6 4:00 PM",
      "Monday, March 9 4:00 PM",
    ]);
  });
});

describe("shortTimeChoices and visitWhen", () => {
  it("label a time with its short day for a row of buttons", () => {
    expect(shortTimeChoices([slot("2026-11-26T22:00:00Z")], timeZone)).toEqual([
      { at: "2026-11-26T22:00:00.000Z", label: "Thu, Nov 26, 4:00 PM" },
    ]);
  });

  it("say a visit's day and its time range", () => {
    const { start, end } = slot("2026-11-26T22:00:00Z");
    const when = visitWhen(start, end, timeZone);
    expect(when.date).toBe("Thursday, November 26, 2026");
    expect(when.time.replace(/\s/g, " ")).toMatch(/^4:00 – 5:00 PM$/);
  });
});

describe("parseOfferedTime", () => {
  it("reads an instant as the pages send it", () => {
    expect(parseOfferedTime("2026-11-26T22:00:00.000Z")?.toISOString()).toBe("2026-11-26T22:00:00.000Z");
  });

  it.each([
    ["garbled", "next thursday"],
    ["an impossible date", "2026-13-45T22:00:00.000Z"],
    ["seconds a page never sends", "2026-11-26T22:00:07.000Z"],
    ["a time without its zone", "2026-11-26T16:00"],
    ["nothing", null],
  ])("refuses %s", (_case, value) => {
    expect(parseOfferedTime(value)).toBeUndefined();
  });
});
