import { describe, expect, it } from "vitest";
import { withSection } from "~/features/content/profile-sections";
import { businessProfileSchema, siteFactsFrom } from "~/lib/schemas/business-profile";
import { seedBusinessProfile } from "~/seed/site";
import { fillFacts, placedFigures } from "./facts";
import { seedReadingsOf, specificationReadings, withoutSavedReadings } from "./seed-readings";
import { localBusinessJsonLd } from "./seo";

const fresh = businessProfileSchema.parse(seedBusinessProfile("https://booking.example/"));

describe("seed readings on a fresh install (spec 000 §9, spec 001 §9)", () => {
  it("show each page's own reading", () => {
    expect(placedFigures(fresh, "home")).toEqual({ rating: "4.9", reviewCount: "190+", customers: "720+" });
    expect(placedFigures(fresh, "services")).toMatchObject({ rating: "5", reviewCount: "190+" });
    expect(placedFigures(fresh, "service").customers).toBe("over 190+");
    expect(placedFigures(fresh, "city")).toMatchObject({ rating: "5", reviewCount: "200+" });
    // The about page has no reading of its own: it shows the one value, 4.8 and 1,200+.
    expect(fresh.claims.rating).toBe(4.8);
    expect(fresh.claims.customers).toBe("1,200+");
    expect(fresh.seedReadings.contact?.hours?.[0]).toEqual({
      days: "Monday to Friday",
      hours: "7:00 AM to 6:00 PM",
    });
  });

  it("fill a placement's words in fixed text", () => {
    const text = "{rating}-Star Rated, based on {reviewCount} reviews";
    expect(fillFacts(text, fresh, placedFigures(fresh, "services"))).toBe(
      "5-Star Rated, based on 190+ reviews",
    );
    expect(fillFacts(text, fresh)).toBe("4.8-Star Rated, based on 190 reviews");
  });

  it("give the structured data 127 reviews with the 4.8 rating", () => {
    const jsonLd = localBusinessJsonLd(siteFactsFrom(fresh, "https://www.example.com"));
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: "4.8", reviewCount: 127 });
  });
});

describe("the owner's first save of a fact", () => {
  it("drops that fact's readings from every page, and only that fact's", () => {
    const saved = withSection(fresh, { claims: { rating: 4.7, reviewCount: 250 } });
    expect(placedFigures(saved, "home")).toEqual({ rating: "4.7", reviewCount: "250", customers: "720+" });
    expect(placedFigures(saved, "city")).toMatchObject({ rating: "4.7", reviewCount: "250" });
    expect(localBusinessJsonLd(siteFactsFrom(saved, "https://x.example")).aggregateRating).toMatchObject({
      ratingValue: "4.7",
      reviewCount: 250,
    });
    expect(saved.seedReadings.contact?.hours).toHaveLength(2);
    const withHours = withSection(saved, { hours: fresh.hours });
    expect(withHours.seedReadings.contact).toBeUndefined();
  });

  it("keeps nothing empty behind", () => {
    const all = withoutSavedReadings(specificationReadings, {
      claims: { rating: 1, reviewCount: 1, customers: "1" },
      hours: {},
    });
    expect(all).toEqual({});
  });
});

describe("what the admin says is still a seed reading", () => {
  it("names each page and its figures for a section", () => {
    expect(seedReadingsOf(fresh.seedReadings, "reputation")).toEqual([
      "the home page: rating 4.9, reviews 190+",
      "the services page: rating 5, reviews 190+",
      "each city page: rating 5, reviews 200+",
      "what search engines read: reviews 127",
    ]);
    expect(seedReadingsOf(fresh.seedReadings, "hours")).toEqual([
      "the contact page: hours Monday to Friday 7:00 AM to 6:00 PM, Saturday and Sunday 9:00 AM to 5:00 PM",
    ]);
    expect(seedReadingsOf({}, "reputation")).toEqual([]);
  });
});
