import { describe, expect, it } from "vitest";
import { fieldValue } from "~/lib/admin-form";
import { formToObject } from "~/lib/form-object";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("formToObject", () => {
  it("reads field names as paths into objects and lists", () => {
    expect(
      formToObject(
        form([
          ["business.name", "Acme"],
          ["business.phone.display", "(651) 555-0100"],
          ["hours.footer.0.label", "Mon-Fri"],
          ["hours.footer.0.hours", "8-6"],
          ["hours.footer.1.label", "Sat"],
          ["hours.footer.1.hours", "9-4"],
        ]),
      ),
    ).toEqual({
      business: { name: "Acme", phone: { display: "(651) 555-0100" } },
      hours: {
        footer: [
          { label: "Mon-Fri", hours: "8-6" },
          { label: "Sat", hours: "9-4" },
        ],
      },
    });
  });

  it("leaves out a row whose fields are all empty (a spare row), and keeps a half-filled one", () => {
    const result = formToObject(
      form([
        ["links.0.name", "Facebook"],
        ["links.0.href", "https://facebook.com/"],
        ["links.1.name", ""],
        ["links.1.href", ""],
        ["links.2.name", "Yelp"],
        ["links.2.href", ""],
      ]),
    );
    expect(result.links).toEqual([
      { name: "Facebook", href: "https://facebook.com/" },
      { name: "Yelp", href: "" },
    ]);
  });

  it("collects a [] name into a list, even of one or none", () => {
    expect(formToObject(form([["citySlugs[]", "roseville"]]))).toEqual({ citySlugs: ["roseville"] });
    expect(
      formToObject(
        form([
          ["rows.0.days[]", "Monday"],
          ["rows.0.days[]", "Tuesday"],
          ["rows.0.opens", "08:00"],
        ]),
      ),
    ).toEqual({ rows: [{ days: ["Monday", "Tuesday"], opens: "08:00" }] });
  });

  it("skips the names it is told to, and never writes to an object's prototype", () => {
    const result = formToObject(
      form([
        ["intent", "save"],
        ["__proto__.polluted", "yes"],
        ["a.constructor.prototype.polluted", "yes"],
        ["list.99999.x", "far"],
        ["name", "kept"],
      ]),
      ["intent"],
    );
    expect(result).toEqual({ name: "kept", list: [] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("fieldValue", () => {
  it("reads a path, and shows a list one item per line", () => {
    const values = { business: { paintBrands: ["Sherwin-Williams", "Benjamin Moore"], founded: 2009 } };
    expect(fieldValue(values, "business.paintBrands")).toBe("Sherwin-Williams\nBenjamin Moore");
    expect(fieldValue(values, "business.founded")).toBe("2009");
    expect(fieldValue(values, "business.missing.deeper")).toBe("");
  });
});
