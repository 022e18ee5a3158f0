import { describe, expect, it } from "vitest";
import { DIRECT, normaliseUtm, sourceName, trafficSource } from "~/features/insights/traffic-source";

describe("the source of a visit or lead", () => {
  it("is the UTM source when the link carried one, normalised", () => {
    expect(trafficSource("  NextDoor ", "https://www.google.com/")).toBe("Nextdoor");
    expect(trafficSource("Flyer", "")).toBe("Flyer");
    expect(trafficSource("flyer", "")).toBe("Flyer");
    expect(normaliseUtm(" Spring  Promo ")).toBe("spring promo");
  });

  it("names the sites the owner knows, whatever their subdomain", () => {
    const cases: [string, string][] = [
      ["https://www.google.com/", "Google"],
      ["https://www.google.co.uk/search", "Google"],
      ["https://www.bing.com/search", "Bing"],
      ["https://duckduckgo.com/", "DuckDuckGo"],
      ["https://search.yahoo.com/", "Yahoo"],
      ["https://l.facebook.com/l.php", "Facebook"],
      ["https://m.facebook.com/", "Facebook"],
      ["https://www.instagram.com/", "Instagram"],
      ["https://nextdoor.com/p/abc", "Nextdoor"],
      ["https://www.yelp.com/biz/x", "Yelp"],
      ["https://www.houzz.com/pro/x", "Houzz"],
      ["https://www.angi.com/companylist", "Angi"],
    ];
    for (const [referrer, name] of cases) expect(trafficSource(undefined, referrer), referrer).toBe(name);
  });

  it("is another site's host without www., and Direct with no referrer", () => {
    expect(trafficSource("", "https://www.stpaulneighbors.org/forum/thread")).toBe("stpaulneighbors.org");
    expect(trafficSource(null, null)).toBe(DIRECT);
    expect(trafficSource("", "")).toBe(DIRECT);
    expect(trafficSource("   ", "not a url")).toBe(DIRECT);
    expect(trafficSource(undefined, "javascript:alert(1)")).toBe(DIRECT);
  });

  it("does not take a look-alike host for a known site", () => {
    expect(trafficSource("", "https://notgoogle.com/")).toBe("notgoogle.com");
    expect(trafficSource("", "https://google.com.evil.example/")).toBe("google.com.evil.example");
  });

  it("is one name however it was written, so Insights counts it once", () => {
    for (const written of ["google", "Google", " GOOGLE ", "google.com", "gmb", "Google Business Profile"]) {
      expect(sourceName(written), written).toBe("Google");
    }
    expect(trafficSource("google", null)).toBe(trafficSource(undefined, "https://www.google.com/"));
    expect(sourceName("fb")).toBe("Facebook");
    expect(sourceName("next door")).toBe("Nextdoor");
    expect(sourceName("yard  sign")).toBe("Yard sign");
    expect(sourceName("Yard sign")).toBe("Yard sign");
    expect(sourceName("Referral")).toBe(sourceName("referral"));
    expect(sourceName("www.StPaulNeighbors.org")).toBe("stpaulneighbors.org");
    expect(sourceName("direct")).toBe(DIRECT);
    expect(sourceName("   ")).toBe(DIRECT);
  });
});
