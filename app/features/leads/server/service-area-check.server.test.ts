import { describe, expect, it } from "vitest";
import { checkPlace } from "~/features/leads/server/service-area-check.server";
import { businessProfileSchema } from "~/lib/schemas/business-profile";
import { otherCityPages, primaryCities } from "~/seed/cities";
import { seedBusinessProfile } from "~/seed/site";

const { business } = businessProfileSchema.parse(seedBusinessProfile("https://booking.example/"));
const office = business.geo;
const radius = business.serviceRadiusMiles;
/** The towns of a fresh install's city pages (the database's, as the forms pass them). */
const ourTowns = [...primaryCities, ...otherCityPages];

describe("whether a ZIP code or town is inside the service area", () => {
  it("finds a ZIP code near the office inside, with the town and the miles", async () => {
    const answer = await checkPlace("55126", office, radius);
    expect(answer.state).toBe("inside");
    expect(answer.miles).toBeLessThan(5);
    expect(answer.message).toMatch(
      /^Good news: .+ 55126 is about \d+ miles from our office, inside our service area\.$/,
    );
  });

  it("finds towns by name, with or without the state, St. or Saint", async () => {
    for (const town of ["Stillwater", "stillwater, mn", "St. Paul", "Saint Paul, Minnesota", "Woodbury"]) {
      const answer = await checkPlace(town, office, radius, ourTowns);
      expect(answer.state, town).toBe("inside");
    }
  });

  it("finds the town of a street address, with or without its ZIP code", async () => {
    for (const [address, town] of [
      ["4820 Hodgson Rd, Shoreview, MN 55126", "55126"],
      ["1234 Lexington Ave N, Roseville, MN", "Roseville"],
      ["2660 Civic Center Dr, Roseville MN", "Roseville"],
      ["4820 Hodgson Rd, Shoreview", "Shoreview"],
      ["600 Owasso Blvd N, Shoreview, Minnesota", "Shoreview"],
    ] as const) {
      const answer = await checkPlace(address, office, radius, ourTowns);
      expect(answer.state, address).toBe("inside");
      expect(answer.place, address).toContain(town);
    }
    expect((await checkPlace("12 Nowhere Lane, Atlantis", office, radius)).state).toBe("unknown");
  });

  it("marks a place beyond the radius as outside, kindly, never refusing", async () => {
    const answer = await checkPlace("Duluth", office, radius);
    expect(answer.state).toBe("outside");
    expect(answer.miles).toBeGreaterThan(100);
    expect(answer.message).toContain("Send your request anyway");
    const zip = await checkPlace("55901", office, radius); // Rochester
    expect(zip.state).toBe("outside");
  });

  it("says so when the place cannot be found, and still invites the request", async () => {
    for (const text of ["", "Atlantis", "00000", "<script>"]) {
      const answer = await checkPlace(text, office, radius);
      expect(answer.state, text).toBe("unknown");
      expect(answer.message).toContain("send your request");
    }
  });

  it("recognises a town with a page of ours by its name, at the page's coordinates", async () => {
    const towns = [{ name: "Lake Quietwater", lat: 45.0697, lng: -92.9516 }];
    expect((await checkPlace("Lake Quietwater", office, radius)).state).toBe("unknown");
    const answer = await checkPlace("lake quietwater, MN", office, radius, towns);
    expect(answer).toMatchObject({ state: "inside", place: "Lake Quietwater, MN" });
    expect(answer.miles).toBeLessThan(15);
  });

  it("uses the radius the owner set", async () => {
    expect((await checkPlace("Stillwater", office, 5)).state).toBe("outside");
  });
});
