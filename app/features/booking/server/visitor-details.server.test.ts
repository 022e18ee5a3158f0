import { describe, expect, it } from "vitest";
import { parseVisitorDetails, visitorMessages } from "./visitor-details.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const valid = {
  name: "Dana Homeowner",
  phone: "(651) 555-0100",
  email: "dana@example.com",
  address: "55110",
  service: "Exterior Painting",
};

describe("the booking page's details", () => {
  it("take a town or ZIP code for the address and leave the note optional", () => {
    const parsed = parseVisitorDetails(form(valid));
    expect(parsed).toEqual({ ok: true, data: { ...valid, note: "" } });
  });

  it("need an address and a service from the contact form's list", () => {
    const parsed = parseVisitorDetails(form({ ...valid, address: "  ", service: "Roofing" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues).toEqual([
      { field: "address", message: visitorMessages.addressRequired },
      { field: "service", message: "Please choose a service from the list" },
    ]);
  });

  it("refuse a bad e-mail with the contact form's message", () => {
    const parsed = parseVisitorDetails(form({ ...valid, email: "dana@" }));
    expect(parsed.ok ? [] : parsed.issues.map((issue) => issue.message)).toEqual(["Invalid email address"]);
  });
});
