import { describe, expect, it } from "vitest";
import { hasStreetAddress, readStreet, STREET_MAX, streetMessages, visitAddress } from "./street-address";

describe("a visit's street address", () => {
  it("tells a street address from a town or a ZIP code", () => {
    expect(hasStreetAddress("1234 Elm St, Roseville")).toBe(true);
    expect(hasStreetAddress("2750 Lexington Ave N")).toBe(true);
    expect(hasStreetAddress("55113")).toBe(false);
    expect(hasStreetAddress("Roseville")).toBe(false);
    expect(hasStreetAddress("Roseville, MN 55113")).toBe(false);
    expect(hasStreetAddress("")).toBe(false);
  });

  it("adds the town or ZIP code the visitor gave first, unless the street line holds it", () => {
    expect(visitAddress(" 1234  Elm St ", "55113")).toBe("1234 Elm St, 55113");
    expect(visitAddress("1234 Elm St, Roseville MN 55113", "55113")).toBe("1234 Elm St, Roseville MN 55113");
    expect(visitAddress("1234 Elm St, roseville", "Roseville")).toBe("1234 Elm St, roseville");
    expect(visitAddress("1234 Elm St", "")).toBe("1234 Elm St");
  });

  it("refuses an empty or overlong street with the field's message", () => {
    expect(readStreet("  ", "55113")).toEqual({ ok: false, error: streetMessages.required });
    expect(readStreet(null, "55113")).toEqual({ ok: false, error: streetMessages.required });
    expect(readStreet("9".repeat(STREET_MAX + 1), "55113")).toEqual({
      ok: false,
      error: streetMessages.tooLong,
    });
    expect(readStreet("1234 Elm St", "55113")).toEqual({ ok: true, address: "1234 Elm St, 55113" });
  });
});
