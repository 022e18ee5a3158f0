import { describe, expect, it } from "vitest";
import { mainNav } from "~/lib/navigation";
import {
  breadcrumbJsonLd,
  canonicalUrl,
  localBusinessJsonLd,
  pageMeta,
  serializeJsonLd,
  siteNavigationJsonLd,
  webSiteJsonLd,
} from "~/lib/seo";

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
    const meta = pageMeta({
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

  it("marks noindex pages and gives them no canonical", () => {
    const meta = pageMeta({ title: "Admin", description: "x", path: "/admin", noindex: true });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(meta.find((m) => "rel" in m && m.rel === "canonical")).toBeUndefined();
  });

  it("adds JSON-LD blocks", () => {
    const meta = pageMeta({ title: "x", description: "y", path: "/", jsonLd: [webSiteJsonLd()] });
    expect(meta).toContainEqual({ "script:ld+json": webSiteJsonLd() });
  });
});

describe("structured data", () => {
  it("WebSite offers the /search?q= action", () => {
    const site = webSiteJsonLd() as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).toBe(
      "https://www.advancedpainting.example/search?q={search_term_string}",
    );
  });

  it("site navigation lists the internal entries only, in order", () => {
    const items = (siteNavigationJsonLd() as { itemListElement: { name: string; url: string }[] })
      .itemListElement;
    expect(items.map((i) => i.name)).toEqual(mainNav.filter((n) => !n.external).map((n) => n.name));
    expect(items.map((i) => i.name)).not.toContain("Schedule Estimate");
    expect(items.every((i) => i.url.startsWith("https://www.advancedpainting.example"))).toBe(true);
  });

  it("the business is a house painter with hours, geo and rating", () => {
    const biz = localBusinessJsonLd() as Record<string, unknown>;
    expect(biz["@type"]).toBe("HousePainter");
    expect(biz.priceRange).toBe("$$");
    expect(biz.geo).toEqual({ "@type": "GeoCoordinates", latitude: 45.06, longitude: -93.06 });
    expect(JSON.stringify(biz.openingHoursSpecification)).toContain("Saturday");
    expect((localBusinessJsonLd({ areaServed: "Roseville" }) as Record<string, unknown>).areaServed).toEqual({
      "@type": "City",
      name: "Roseville",
    });
  });

  it("breadcrumbs are numbered with canonical URLs", () => {
    const list = breadcrumbJsonLd([
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
