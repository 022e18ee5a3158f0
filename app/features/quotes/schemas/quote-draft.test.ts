import { describe, expect, it } from "vitest";
import { quoteDraftSchema } from "./quote-draft";

const base = {
  options: [
    { name: "Walls", lines: [{ description: "Walls", quantity: "1", unit: "room", unitPrice: "450" }] },
  ],
  depositPercent: "25",
  validDays: "30",
};
const days = (followUpDays?: string) => {
  const parsed = quoteDraftSchema.safeParse({ ...base, followUpDays });
  return parsed.success ? parsed.data.followUpDays : parsed.error.issues[0]!.message;
};

describe("a quote's follow-up days", () => {
  it("reads the days the owner types, in order, once each", () => {
    expect(days("10, 2 5,2")).toEqual([2, 5, 10]);
    expect(days("")).toEqual([]);
    // A form that does not send the field (an older page) keeps the usual days.
    expect(days(undefined)).toEqual([2, 5, 10]);
  });

  it("refuses what is not up to five days from 1 to 60", () => {
    for (const typed of ["0", "61", "2.5", "two", "1, 2, 3, 4, 5, 6"]) {
      expect(days(typed)).toMatch(/^Enter up to 5 days from 1 to 60/);
    }
  });
});
