/**
 * Spec 000 §9 and spec 001 §7/§9: what search engines read on a fresh
 * install: the structured data (its rating and review count are the
 * readings the specification gives the structured data: 4.8 and 127), the
 * canonical addresses, robots.txt and the XML sitemaps.
 */
import { describe, expect, it } from "vitest";
import { layoutRoutes } from "./shared-frame";
import { localBusiness, type Page, type Site } from "./site";

/** Spec 000 §9 "Service areas named in structured data". */
const structuredDataAreas = [
  "Shoreview",
  "Vadnais Heights",
  "White Bear Lake",
  "Roseville",
  "Arden Hills",
  "North Oaks",
  "Maplewood",
  "Minneapolis",
  "Saint Paul",
  "Blaine",
];

/** Spec 001 §7 the files the diagnostics read; §9 "six sitemap files". */
const sitemapFiles = [
  "/sitemap-index.xml",
  "/sitemap-main.xml",
  "/sitemap-services.xml",
  "/sitemap-blog.xml",
  "/sitemap-service-areas.xml",
  "/sitemap.xml",
];

type Hours = { dayOfWeek?: string | string[]; opens?: string; closes?: string };

/** Each day's opening hours in the structured data, as "Monday 08:00-18:00". */
export function structuredHours(business: Record<string, unknown>): string[] {
  const specs = (business.openingHoursSpecification ?? []) as Hours[];
  return specs.flatMap((spec) =>
    [spec.dayOfWeek ?? []]
      .flat()
      .map((day) => `${day.replace(/^https?:\/\/schema\.org\//, "")} ${spec.opens}-${spec.closes}`),
  );
}

/** The rating the structured data gives: its value as written, and the review count as a number. */
export function structuredRating(page: Page): { ratingValue: string; reviewCount: number } {
  const rating = localBusiness(page).aggregateRating as { ratingValue: unknown; reviewCount: unknown };
  return { ratingValue: String(rating?.ratingValue), reviewCount: Number(rating?.reviewCount) };
}

const types = (page: Page) => page.jsonLd.map((item) => [item["@type"]].flat().join(","));

export function describeSearchData(site: Site) {
  describe("spec 000 §9 Structured data", () => {
    it('"rating ... 4.8 (... structured data in places); reviews ... 127 (structured data)"', async () => {
      for (const path of ["/", "/contact", "/service-areas", "/service-area/shoreview"]) {
        const page = await site.page(path);
        if (!page.jsonLd.some((item) => "aggregateRating" in item)) continue;
        expect(structuredRating(page), path).toEqual({ ratingValue: "4.8", reviewCount: 127 });
      }
      expect(structuredRating(await site.page("/"))).toEqual({ ratingValue: "4.8", reviewCount: 127 });
    });

    it('"Hours: ... structured data also lists Saturday 9:00-16:00"; spec 001 §9 "structured data lists 08:00 to 18:00 on weekdays"', async () => {
      expect(structuredHours(localBusiness(await site.page("/")))).toEqual([
        "Monday 08:00-18:00",
        "Tuesday 08:00-18:00",
        "Wednesday 08:00-18:00",
        "Thursday 08:00-18:00",
        "Friday 08:00-18:00",
        "Saturday 09:00-16:00",
      ]);
    });

    it('"Service areas named in structured data: Shoreview, ..., Blaine"; "Business coordinates near 45.06, -93.06"; "in structured data 60000 m or 80467 m around the office"', async () => {
      const business = localBusiness(await site.page("/"));
      const served = [business.areaServed].flat() as {
        "@type"?: string;
        name?: string;
        geoRadius?: unknown;
      }[];
      expect(served.filter((area) => area.name).map((area) => area.name)).toEqual(structuredDataAreas);
      const geo = business.geo as { latitude: number; longitude: number };
      expect(Number(geo.latitude)).toBeCloseTo(45.06, 1);
      expect(Number(geo.longitude)).toBeCloseTo(-93.06, 1);
      const radius = served.find((area) => area.geoRadius !== undefined)?.geoRadius;
      expect([60000, 80467]).toContain(Number(radius));
    });

    it('"founded 2009; price range $$; payments cash, check, credit card"', async () => {
      const business = localBusiness(await site.page("/"));
      expect(String(business.foundingDate)).toMatch(/^2009/);
      expect(business.priceRange).toBe("$$");
      const payments = String(business.paymentAccepted).toLowerCase();
      for (const method of ["cash", "check", "credit card"]) expect(payments).toContain(method);
    });

    it('"Each page sets its own ... structured data (organisation, local business, FAQ, breadcrumbs, website, article, service)"; spec 000 §2 "A search URL /search?q={term} is declared only in structured data"', async () => {
      const home = types(await site.page("/"));
      expect(home).toContain("Organization");
      expect(home).toContain("WebSite");
      localBusiness(await site.page("/"));
      expect(types(await site.page("/faq"))).toContain("FAQPage");
      expect(types(await site.page("/services"))).toContain("BreadcrumbList");
      expect(types(await site.page("/blog/exterior-painting-roseville-best-practices")).join(" ")).toMatch(
        /Article|BlogPosting/,
      );
      expect(types(await site.page("/service/interior-painting"))).toContain("Service");
      const website = (await site.page("/")).jsonLd.find((item) => item["@type"] === "WebSite");
      expect(JSON.stringify(website)).toMatch(/\/search\?q=\{/);
    });

    it('"The canonical URL is normalised to the www host without a trailing slash"', async () => {
      for (const [path, status] of layoutRoutes) {
        if (status !== 200 || path === "/admin") continue;
        const canonical = (await site.page(path)).doc
          .querySelector('link[rel="canonical"]')
          ?.getAttribute("href");
        expect(canonical, path).toMatch(/^https:\/\/www\.[^/]+(\/[^?#]*[^/?#])?$/);
        expect(new URL(canonical ?? "https://x").pathname.replace(/\/$/, "") || "/", path).toBe(
          path === "/" ? "/" : path,
        );
      }
    });
  });

  describe("spec 001 §7 robots.txt and the XML sitemaps", () => {
    it('"GET requests to /robots.txt, /, /sitemap-index.xml, /sitemap-main.xml, /sitemap-services.xml, /sitemap-blog.xml, /sitemap-service-areas.xml, /sitemap.xml" (§5 checker rules: root element, namespace, https, own domain)', async () => {
      const home = (await site.page("/")).doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
      const origin = new URL(home ?? "https://missing.example").origin;
      const robots = await fetch(`${site.base}/robots.txt`);
      expect(robots.status).toBe(200);
      // §8 "robots.txt does not reference sitemap" is the checker's complaint: it does.
      expect(await robots.text()).toMatch(/^Sitemap: https:\/\/www\.[^/]+\/sitemap/m);
      for (const file of sitemapFiles) {
        const response = await fetch(`${site.base}${file}`);
        expect(response.status, file).toBe(200);
        const xml = await response.text();
        const root = file === "/sitemap-index.xml" ? "sitemapindex" : "urlset";
        expect(xml, file).toMatch(
          new RegExp(`<${root} [^>]*xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"`),
        );
        const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
        expect(locs.length, file).toBeGreaterThan(0);
        for (const loc of locs) expect(new URL(loc).origin, loc).toBe(origin);
      }
    });
  });
}
