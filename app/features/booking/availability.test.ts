/** The owner's availability form, checked (availability.ts): each mistake named beside its field. */
import { describe, expect, it } from "vitest";
import {
  availabilityFormSchema,
  calendarFormSchema,
  DEFAULT_AVAILABILITY,
  dayOffSchema,
  readAvailability,
} from "./availability";

const form = {
  windows: { mon: [{ start: "16:00", end: "19:00" }], sat: [{ start: "09:00", end: "12:00" }] },
  visitMinutes: "60",
  bufferMinutes: "30",
  notice: "next-business-day",
  horizonDays: "30",
  dailyCap: "3",
};
const problems = (values: unknown) => {
  const parsed = availabilityFormSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the availability form", () => {
  it("reads the form's text into numbers and lists, days without rows having none", () => {
    const parsed = availabilityFormSchema.parse({ ...form, notice: "24" });
    expect(parsed.visitMinutes).toBe(60);
    expect(parsed.notice).toBe(24);
    expect(parsed.windows.sun).toEqual([]);
    expect(parsed.windows.sat).toEqual([{ start: "09:00", end: "12:00" }]);
  });

  it("names each mistake at its field", () => {
    expect(
      problems({
        ...form,
        windows: {
          mon: [{ start: "19:00", end: "16:00" }],
          tue: [{ start: "16:00", end: "" }],
          sat: [
            { start: "09:00", end: "12:00" },
            { start: "11:00", end: "13:00" },
          ],
        },
        visitMinutes: "",
        dailyCap: "0",
        horizonDays: "2.5",
      }),
    ).toEqual({
      "windows.mon.0.end": "The end must be after the start",
      "windows.tue.0.end": "Enter a time such as 4:00 PM",
      "windows.sat.1.start": "The two times overlap",
      visitMinutes: "Enter the visit's length in minutes",
      dailyCap: "Enter at least 1 visit",
      horizonDays: "Enter a whole number of days",
    });
  });

  it("reads a day off, a single day or a range, and refuses a range that ends first", () => {
    expect(dayOffSchema.parse({ from: "2026-12-24", to: "", note: "" })).toEqual({
      from: "2026-12-24",
      to: "2026-12-24",
      note: "",
    });
    expect(dayOffSchema.safeParse({ from: "2026-12-26", to: "2026-12-24" }).error?.issues[0]?.path).toEqual([
      "to",
    ]);
    expect(dayOffSchema.safeParse({ from: "" }).success).toBe(false);
  });

  it("takes webcal:// as https:// and refuses what is not a web address", () => {
    expect(
      calendarFormSchema.parse({ calendarUrl: " webcal://p01-caldav.icloud.com/published/2/abc " }),
    ).toEqual({
      calendarUrl: "https://p01-caldav.icloud.com/published/2/abc",
    });
    expect(calendarFormSchema.parse({ calendarUrl: "" })).toEqual({ calendarUrl: "" });
    expect(calendarFormSchema.safeParse({ calendarUrl: "file:///etc/passwd" }).success).toBe(false);
    expect(calendarFormSchema.safeParse({ calendarUrl: "my calendar" }).success).toBe(false);
  });

  it("gives the defaults for a stored row that no longer reads", () => {
    expect(readAvailability(undefined)).toEqual(DEFAULT_AVAILABILITY);
    expect(readAvailability({ windows: "nonsense" })).toEqual(DEFAULT_AVAILABILITY);
  });
});
