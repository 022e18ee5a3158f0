/**
 * The city page's form (city-schema.ts), as the browser and the server check
 * it: coordinates inside Minnesota and Wisconsin with a plain message
 * otherwise, paragraphs and lists as typed, a title made from the name, and
 * the communities list without a name twice. Every city of the specification passes.
 */
import { describe, expect, it } from "vitest";
import { otherCityPages, primaryCities } from "~/seed/cities";
import { citySchema, communitiesSchema } from "./city-schema";

const typed = {
  name: "Mahtomedi",
  description: "House painting in Mahtomedi, on the east shore of White Bear Lake.",
  lat: "45.0697",
  lng: "-92.9516",
  intro: "First paragraph,\nwrapped on a phone.\n\n\nSecond paragraph.",
};

const messageFor = (values: Record<string, unknown>, field: string) => {
  const result = citySchema.safeParse({ ...typed, ...values });
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path.join(".") === field)?.message;
};

describe("a city page as the owner types it", () => {
  it("reads coordinates, paragraphs and lists, and makes the title from the name", () => {
    const city = citySchema.parse({
      ...typed,
      lat: "45,0697",
      neighborhoods: "Wildwood\n\n  Lake Elmo Park Reserve  \n",
      nearbyAreas: ["white-bear-lake"],
      listed: "on",
    });
    expect(city).toMatchObject({
      lat: 45.0697,
      lng: -92.9516,
      intro: ["First paragraph, wrapped on a phone.", "Second paragraph."],
      neighborhoods: ["Wildwood", "Lake Elmo Park Reserve"],
      title: "Painting & Drywall in Mahtomedi, MN",
      listed: true,
      hidden: false,
      housingStock: "",
    });
    expect(citySchema.parse({ ...typed, title: "Mahtomedi Painters" }).title).toBe("Mahtomedi Painters");
  });

  it("says plainly what is wrong with a coordinate", () => {
    expect(messageFor({ lat: "" }, "lat")).toBe(
      "Latitude is required: the town centre's, like 45.0791 (a map app shows it).",
    );
    expect(messageFor({ lat: "forty-five" }, "lat")).toBe("Latitude: a number like 45.0791.");
    expect(messageFor({ lng: "92.9516" }, "lng")).toBe(
      "Longitude: west of Greenwich, so it starts with a minus, like -93.1472.",
    );
    // Denver, and a slip of a digit.
    expect(messageFor({ lat: "39.7392", lng: "-104.9903" }, "lat")).toBe(
      "Latitude: the town must be in Minnesota or Wisconsin, between 42.4 and 49.4 (like 45.0791).",
    );
    expect(messageFor({ lng: "-9.29516" }, "lng")).toBe(
      "Longitude: the town must be in Minnesota or Wisconsin, between -97.3 and -86.7 (like -93.1472).",
    );
    // Wisconsin is inside: Hudson, across the St. Croix.
    expect(citySchema.safeParse({ ...typed, lat: "44.9747", lng: "-92.7568" }).success).toBe(true);
  });

  it("asks for the name, the description and an introduction", () => {
    expect(messageFor({ name: " " }, "name")).toBe("Town name is required.");
    expect(messageFor({ description: "" }, "description")).toBe("Description is required.");
    expect(messageFor({ intro: "\n\n" }, "intro")).toBe(
      "The introduction is required: a paragraph or more about the town.",
    );
    expect(messageFor({ description: "x".repeat(171) }, "description")).toBe(
      "Description must be at most 170 characters.",
    );
    expect(messageFor({ slug: "new" }, "slug")).toBe("That address is kept for the admin: choose another.");
    expect(messageFor({ slug: "Mahto medi" }, "slug")).toBe(
      "The address uses lowercase letters, digits and hyphens.",
    );
  });

  it("passes every city of the specification, and reads back its own output", () => {
    for (const city of [...primaryCities, ...otherCityPages]) {
      const parsed = citySchema.safeParse({ ...city, nearbyAreas: [], slug: city.slug });
      expect(parsed.error?.issues, city.name).toBeUndefined();
      expect(citySchema.parse(parsed.data)).toEqual(parsed.data);
    }
  });
});

describe("the other communities", () => {
  it("keeps the owner's order, leaves out empty rows and refuses a name twice", () => {
    const list = communitiesSchema.parse({
      communities: [{ name: "Edina" }, { name: "Bloomington", slug: "bloomington" }],
    });
    expect(list.communities).toEqual([
      { name: "Edina", slug: "" },
      { name: "Bloomington", slug: "bloomington" },
    ]);
    const twice = communitiesSchema.safeParse({ communities: [{ name: "Edina" }, { name: "edina" }] });
    expect(twice.error?.issues[0]).toMatchObject({
      path: ["communities", 1, "name"],
      message: "edina is on the list twice.",
    });
  });
});
