import { describe, expect, it } from "vitest";
import {
  getCityPage,
  getDefaultCityPage,
  getServiceAreasIndex,
  resolveCitySlug,
} from "~/features/pages/server/service-area-pages.server";
import {
  cityNameFromSlug,
  isPlausibleCitySlug,
  MAX_CITY_SLUG_LENGTH,
  normalizeCitySlug,
} from "~/lib/city-name";
import { slugify } from "~/lib/slugify";
import { additionalCommunities, defaultCity, otherCityPages, primaryCities } from "~/seed/cities";
import { seedContent } from "../../../../tests/support/seed-content";

const content = await seedContent();
const { claims, serviceCounties } = content.profile;
/** Every city page a fresh install has, as the pages read them. */
const cityPages = content.cities.all;
const findCity = (slug: string) => content.city(slug);
/** The specification's records themselves (nearby areas by name). */
const seedRecords = [...primaryCities, ...otherCityPages];

describe("cityNameFromSlug", () => {
  it.each([
    ["shoreview", "Shoreview"],
    ["white-bear-lake", "White Bear Lake"],
    ["st-paul", "St. Paul"],
    ["north-st-paul", "North St. Paul"],
    ["marine-on-st-croix", "Marine on St. Croix"],
    ["on-the-lake", "On the Lake"],
    ["Vadnais-Heights", "Vadnais Heights"],
    ["new-ulm-2", "New Ulm 2"],
  ])("%s -> %s", (slug, name) => {
    expect(cityNameFromSlug(slug)).toBe(name);
  });

  it.each([
    [""],
    ["<script>alert(1)</script>"],
    ["white--bear"],
    ["-shoreview"],
    ["shoreview-"],
    ["12345"],
    ["a-b-c-d-e-f"],
    ["x".repeat(MAX_CITY_SLUG_LENGTH + 1)],
    ["white bear"],
    ["café"],
  ])("gives no name for %j, which is not a place name", (slug) => {
    expect(cityNameFromSlug(slug)).toBe("");
    expect(isPlausibleCitySlug(slug)).toBe(false);
  });

  it("reads back the name of every city page from its slug", () => {
    for (const city of cityPages) expect(cityNameFromSlug(city.slug)).toBe(city.name);
  });
});

describe("slugify and normalizeCitySlug", () => {
  it.each([
    ["St. Paul", "st-paul"],
    ["North St. Paul", "north-st-paul"],
    ["Gray's Bay", "grays-bay"],
    ["Lac qui Parle", "lac-qui-parle"],
    ["Île-à-la-Crosse", "ile-a-la-crosse"],
    ["  Eden   Prairie ", "eden-prairie"],
  ])("slugifies %j as %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("gives every city page the slug of its name", () => {
    for (const city of cityPages) expect(slugify(city.name)).toBe(city.slug);
  });

  it.each([
    ["Shoreview", "shoreview"],
    ["Saint-Paul", "st-paul"],
    ["saint-anthony", "st-anthony"],
    ["north-saint-paul", "north-st-paul"],
    ["St. Paul", "st-paul"],
    ["saintly-acres", "saintly-acres"],
  ])("normalizes %j to %s", (slug, normalized) => {
    expect(normalizeCitySlug(slug)).toBe(normalized);
  });
});

describe("resolveCitySlug", () => {
  it("finds a city page by its slug", () => {
    const resolved = resolveCitySlug("roseville", content);
    expect(resolved.kind).toBe("city");
    if (resolved.kind === "city") expect(resolved.city.name).toBe("Roseville");
  });

  it.each([
    ["Shoreview", "shoreview"],
    ["WHITE-BEAR-LAKE", "white-bear-lake"],
    ["saint-paul", "st-paul"],
    ["St. Paul", "st-paul"],
  ])("sends %j to the page at %s", (slug, target) => {
    expect(resolveCitySlug(slug, content)).toEqual({ kind: "redirect", slug: target });
  });

  it("recognises a community we serve that has no page of its own", () => {
    expect(resolveCitySlug("edina", content)).toEqual({
      kind: "unknown",
      requestedName: "Edina",
      servedCommunity: true,
    });
    expect(resolveCitySlug("north-st-paul", content)).toEqual({
      kind: "unknown",
      requestedName: "North St. Paul",
      servedCommunity: true,
    });
  });

  it("reads a name from an unknown slug, but only when it looks like one", () => {
    expect(resolveCitySlug("duluth", content)).toEqual({
      kind: "unknown",
      requestedName: "Duluth",
      servedCommunity: false,
    });
    expect(resolveCitySlug("<b>free-money</b>", content)).toEqual({
      kind: "unknown",
      requestedName: "",
      servedCommunity: false,
    });
  });
});

describe("city content", () => {
  const specSlugs = [
    "shoreview",
    "vadnais-heights",
    "white-bear-lake",
    "north-oaks",
    "arden-hills",
    "roseville",
    "lino-lakes",
    "minneapolis",
    "st-paul",
    "blaine",
    "coon-rapids",
    "anoka",
    "hugo",
    "forest-lake",
    "stillwater",
    "oakdale",
    "lake-elmo",
    "maplewood",
    "woodbury",
    "burnsville",
    "apple-valley",
    "savage",
    "eagan",
    "minnetonka",
    "plymouth",
    "maple-grove",
    "wayzata",
    "eden-prairie",
    "little-canada",
  ];

  it("has the 29 primary cities the specification names, and Bloomington's page", () => {
    expect(primaryCities).toHaveLength(29);
    expect(primaryCities.map((c) => c.slug).sort()).toEqual([...specSlugs].sort());
    expect(otherCityPages.map((c) => c.slug)).toEqual(["bloomington"]);
  });

  it("lists 35 other communities, Bloomington among them with its page", () => {
    expect(additionalCommunities).toHaveLength(35);
    expect(new Set(additionalCommunities.map((c) => c.name)).size).toBe(35);
    expect(additionalCommunities.find((c) => c.name === "Bloomington")?.slug).toBe("bloomington");
    for (const community of additionalCommunities) {
      if (community.slug) expect(findCity(community.slug), community.name).toBeDefined();
      expect(
        primaryCities.some((c) => c.name === community.name),
        community.name,
      ).toBe(false);
    }
  });

  it("gives every page a unique slug, a description of 120-160 characters and its own text", () => {
    expect(new Set(cityPages.map((c) => c.slug)).size).toBe(cityPages.length);
    for (const city of cityPages) {
      expect(city.description.length, city.name).toBeGreaterThanOrEqual(120);
      expect(city.description.length, city.name).toBeLessThanOrEqual(160);
      expect(city.popularProjects.length, city.name).toBeGreaterThanOrEqual(3);
      expect(city.popularProjects.length, city.name).toBeLessThanOrEqual(5);
      expect(city.intro.join(" "), city.name).toContain(city.name === "St. Paul" ? "St. Paul" : city.name);
    }
    const titles = cityPages.map((c) => c.title);
    const intros = cityPages.map((c) => c.intro[0]);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(intros).size).toBe(intros.length);
  });

  it("names only other city pages as nearby areas", () => {
    for (const city of seedRecords) {
      expect(city.nearbyAreas.length, city.name).toBeGreaterThan(0);
      expect(city.nearbyAreas, city.name).not.toContain(city.name);
      for (const name of city.nearbyAreas)
        expect(
          seedRecords.some((c) => c.name === name),
          name,
        ).toBe(true);
    }
  });

  it("keeps testimonial ratings between 0 and 5", () => {
    for (const city of seedRecords) {
      if (!city.testimonial) continue;
      expect(city.testimonial.rating).toBeGreaterThanOrEqual(0);
      expect(city.testimonial.rating).toBeLessThanOrEqual(5);
      expect(city.testimonial.location).toBe(city.name);
    }
  });

  it("has a default record for anywhere else", () => {
    expect(defaultCity.name).toBe("Your Area");
    expect(serviceCounties).toHaveLength(7);
  });
});

describe("page data", () => {
  it("shapes a city page with its nearby links, services and six cards", () => {
    const page = getCityPage(findCity("white-bear-lake")!, content);
    expect(page.known).toBe(true);
    expect(page.nearby.map((n) => n.slug)).toEqual([
      "vadnais-heights",
      "north-oaks",
      "hugo",
      "maplewood",
      "little-canada",
    ]);
    expect(page.services).toHaveLength(9);
    expect(page.whyChooseUs).toHaveLength(6);
    expect(page.whyChooseUs.map((c) => c.title)).toContain(`${claims.warrantyYears}-Year Written Warranty`);
    expect(page.whyChooseUs[0]!.description).toContain("White Bear Lake");
    expect(page.testimonials.map((t) => t.rating)).toEqual([4.9]);
  });

  it("on a fresh install shows Shoreview's sample pictures without calling them finished jobs", () => {
    const page = getCityPage(findCity("shoreview")!, content);
    expect(page.projects.length).toBeGreaterThan(0);
    expect(page.projects.every((p) => p.image.sample)).toBe(true);
    expect(page.finishedJobs).toBe(false);
  });

  it("shows only the owner's own projects of a city, as finished jobs, once there are any", () => {
    const samples = content.gallery.filter((p) => p.citySlug === "shoreview");
    const photo = {
      ...samples[0]!,
      id: "own",
      image: {
        ...samples[0]!.image,
        key: `media/${"a".repeat(8)}-aaaa-4aaa-8aaa-${"a".repeat(12)}`,
        sample: undefined,
      },
    };
    const page = getCityPage(findCity("shoreview")!, { ...content, gallery: [...content.gallery, photo] });
    expect(page.finishedJobs).toBe(true);
    expect(page.projects.map((p) => p.id)).toEqual(["own"]);
    // A project of another city does not count for this one.
    const elsewhere = getCityPage(findCity("roseville")!, {
      ...content,
      gallery: [...content.gallery, photo],
    });
    expect(elsewhere.finishedJobs).toBe(false);
  });

  it("shapes the general page for a place without one, naming the counties served, with no testimonial", () => {
    const page = getDefaultCityPage("duluth", "Duluth", false, content);
    expect(page.neighborhoods).toEqual(serviceCounties.map((c) => `${c} County`));
    expect(page.neighborhoods).toContain("Ramsey County");
    expect(page).toMatchObject({
      known: false,
      name: "Your Area",
      place: "your area",
      requestedName: "Duluth",
    });
    expect(page.testimonials).toEqual([]);
    expect(page.projects).toEqual([]);
    expect(page.finishedJobs).toBe(false);
    expect(page.whyChooseUs[0]!.description).toContain("your area");
    expect(page.nearby.map((n) => n.slug)).toEqual([
      "shoreview",
      "vadnais-heights",
      "white-bear-lake",
      "roseville",
    ]);
  });

  it("gives the index the 29 cards in order, with distances from the office", () => {
    const index = getServiceAreasIndex(content);
    expect(index.cities.map((c) => c.slug)).toEqual(primaryCities.map((c) => c.slug));
    const shoreview = index.cities.find((c) => c.slug === "shoreview")!;
    expect(shoreview.milesFromOffice).toBeGreaterThanOrEqual(3);
    expect(shoreview.milesFromOffice).toBeLessThanOrEqual(6);
    expect(index.communities).toHaveLength(35);
    expect(index.counties).toEqual(serviceCounties);
  });
});
