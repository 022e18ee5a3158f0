import { describe, expect, it } from "vitest";
import { canonicalUrl } from "~/lib/canonical";
import { mainNav } from "~/lib/navigation";
import {
  breadcrumbJsonLd,
  localBusinessJsonLd,
  pageMeta,
  serializeJsonLd,
  siteNavigationJsonLd,
  webSiteJsonLd,
} from "~/lib/seo";
import { seedSite } from "../../tests/support/seed-content";

const site = seedSite();

describe("canonicalUrl", () => {
  const base = "https://advancedpainting.example";
  it.each([
    ["/", "https://www.advancedpainting.example"],
    ["/services", "https://www.advancedpainting.example/services"],
    ["/services/", "https://www.advancedpainting.example/services"],
    ["/services///", "https://www.advancedpainting.example/services"],
    ["/blog?page=2#top", "https://www.advancedpainting.example/blog"],
    ["https://advancedpainting.example/faq/", "https://www.advancedpainting.example/faq"],
    ["https://www.advancedpainting.example/faq", "https://www.advancedpainting.example/faq"],
  ])("%s -> %s", (input, expected) => {
    expect(canonicalUrl(input, base)).toBe(expected);
  });

  it("leaves local hosts alone", () => {
    expect(canonicalUrl("/about/", "http://localhost:3000")).toBe("http://localhost:3000/about");
    expect(canonicalUrl("/", "http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
  });
});

describe("pageMeta", () => {
  it("gives title, description, keywords, canonical and social tags", () => {
    const meta = pageMeta(site, {
      title: "Services",
      description: "All of them",
      path: "/services/",
      keywords: ["a", "b"],
    });
    expect(meta).toContainEqual({ title: "Services | Advanced Painting Services MN" });
    expect(meta).toContainEqual({ name: "description", content: "All of them" });
    expect(meta).toContainEqual({ name: "keywords", content: "a, b" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.advancedpainting.example/services",
    });
    expect(meta).toContainEqual({
      property: "og:url",
      content: "https://www.advancedpainting.example/services",
    });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta.find((m) => "name" in m && m.name === "robots")).toBeUndefined();
  });

  it("marks noindex pages, which still name their keywords and canonical address (spec 000 §9)", () => {
    const meta = pageMeta(site, {
      title: "Admin",
      description: "x",
      path: "/admin",
      keywords: ["admin"],
      noindex: true,
    });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(meta).toContainEqual({ name: "keywords", content: "admin" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.advancedpainting.example/admin",
    });
  });

  it("gives a missing page (404) no canonical address", () => {
    const meta = pageMeta(site, {
      title: "Page Not Found",
      description: "x",
      path: "/nope",
      keywords: ["x"],
      missing: true,
    });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(meta.find((m) => "rel" in m && m.rel === "canonical")).toBeUndefined();
  });

  it("adds JSON-LD blocks", () => {
    const meta = pageMeta(site, {
      title: "x",
      description: "y",
      path: "/",
      keywords: ["z"],
      jsonLd: [webSiteJsonLd(site)],
    });
    expect(meta).toContainEqual({ "script:ld+json": webSiteJsonLd(site) });
  });
});

describe("structured data", () => {
  it("WebSite offers the /search?q= action", () => {
    const webSite = webSiteJsonLd(site) as { potentialAction: { target: { urlTemplate: string } } };
    expect(webSite.potentialAction.target.urlTemplate).toBe(
      "https://www.advancedpainting.example/search?q={search_term_string}",
    );
  });

  it("site navigation lists the internal entries only, in order", () => {
    const items = (siteNavigationJsonLd(site) as { itemListElement: { name: string; url: string }[] })
      .itemListElement;
    expect(items.map((i) => i.name)).toEqual(
      mainNav(site.bookingUrl)
        .filter((n) => !n.external)
        .map((n) => n.name),
    );
    expect(items.map((i) => i.name)).not.toContain("Schedule Estimate");
    expect(items.every((i) => i.url.startsWith("https://www.advancedpainting.example"))).toBe(true);
  });

  it("the business is a house painter with hours, geo and rating", () => {
    const biz = localBusinessJsonLd(site) as Record<string, unknown>;
    expect(biz["@type"]).toBe("HousePainter");
    expect(biz.priceRange).toBe("$$");
    expect(biz.geo).toEqual({ "@type": "GeoCoordinates", latitude: 45.06, longitude: -93.06 });
    expect(JSON.stringify(biz.openingHoursSpecification)).toContain("Saturday");
    expect(
      (localBusinessJsonLd(site, { areaServed: "Roseville" }) as Record<string, unknown>).areaServed,
    ).toEqual({
      "@type": "City",
      name: "Roseville",
    });
  });

  it("breadcrumbs are numbered with canonical URLs", () => {
    const list = breadcrumbJsonLd(site, [
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
    ]) as { itemListElement: unknown[] };
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.advancedpainting.example" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Services",
        item: "https://www.advancedpainting.example/services",
      },
    ]);
  });

  it("serialised JSON-LD cannot close its script element", () => {
    expect(serializeJsonLd({ text: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
