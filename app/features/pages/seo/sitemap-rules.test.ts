import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import {
  checkFileText,
  checkRobots,
  checkSitemap,
  checkSitemapText,
  fetchFailure,
  MAX_FILE_BYTES,
  messages,
  SITEMAP_NAMESPACE,
  type XmlParser,
} from "~/features/pages/seo/sitemap-rules";

// A browser's DOMParser (jsdom's), as the /sitemap page uses in the browser.
const parser: XmlParser = new new JSDOM("").window.DOMParser();
const context = { origin: "https://www.advancedpainting.example", now: new Date("2026-11-21T12:00:00Z") };

const urlset = (body: string, ns = ` xmlns="${SITEMAP_NAMESPACE}"`) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset${ns}>${body}</urlset>`;
const url = (loc: string, extra = "") => `<url><loc>${loc}</loc>${extra}</url>`;
const check = (file: string, xml: string) => checkSitemapText(file, xml, parser, context);
const messagesOf = (file: string, xml: string) => check(file, xml).map((f) => f.message);

describe("sitemap checker rules", () => {
  it("accepts a valid sitemap and a valid index", () => {
    expect(
      check(
        "/sitemap-main.xml",
        urlset(
          url(
            "https://www.advancedpainting.example/",
            "<lastmod>2026-11-01</lastmod><priority>1.0</priority>",
          ),
        ),
      ),
    ).toEqual([]);
    const index = `<sitemapindex xmlns="${SITEMAP_NAMESPACE}"><sitemap><loc>https://www.advancedpainting.example/sitemap-main.xml</loc><lastmod>2026-11-20</lastmod></sitemap></sitemapindex>`;
    expect(check("/sitemap-index.xml", index)).toEqual([]);
  });

  it("reports XML that does not parse", () => {
    const [finding] = check("/sitemap-main.xml", "<urlset><url><loc>x</url>");
    expect(finding).toMatchObject({ type: "critical", message: messages.parseError });
    expect(messages.parseError).toBe("XML parsing error");
  });

  it("wants a sitemap index at the index and a url set elsewhere", () => {
    expect(messagesOf("/sitemap-index.xml", urlset(url("https://www.advancedpainting.example/")))).toContain(
      "Invalid root element for sitemap index",
    );
    const index = `<sitemapindex xmlns="${SITEMAP_NAMESPACE}"><sitemap><loc>https://www.advancedpainting.example/a.xml</loc></sitemap></sitemapindex>`;
    expect(messagesOf("/sitemap-blog.xml", index)).toContain("Invalid root element for sitemap");
  });

  it("wants the sitemaps.org namespace declared", () => {
    const findings = check("/sitemap-main.xml", urlset(url("https://www.advancedpainting.example/"), ""));
    expect(findings).toContainEqual(
      expect.objectContaining({ type: "critical", message: "Missing XML namespace declaration" }),
    );
  });

  it("warns about an empty sitemap", () => {
    expect(check("/sitemap-blog.xml", urlset(""))).toEqual([
      expect.objectContaining({ type: "warning", message: "Empty sitemap file" }),
    ]);
  });

  it("flags an empty loc as critical", () => {
    expect(check("/sitemap-main.xml", urlset(url("")))).toEqual([
      expect.objectContaining({ type: "critical", message: messages.emptyLoc }),
    ]);
  });

  it("warns about http URLs and other domains", () => {
    expect(check("/sitemap-main.xml", urlset(url("http://www.advancedpainting.example/faq")))).toEqual([
      expect.objectContaining({ type: "warning", message: messages.notHttps }),
    ]);
    expect(check("/sitemap-main.xml", urlset(url("https://elsewhere.example/faq")))).toEqual([
      expect.objectContaining({ type: "warning", message: messages.foreignDomain }),
    ]);
    // The bare and www hosts are the same site.
    expect(check("/sitemap-main.xml", urlset(url("https://advancedpainting.example/faq")))).toEqual([]);
  });

  it("checks lastmod: a valid date, not in the future", () => {
    const withLastmod = (value: string) =>
      messagesOf(
        "/sitemap-blog.xml",
        urlset(url("https://www.advancedpainting.example/blog", `<lastmod>${value}</lastmod>`)),
      );
    expect(withLastmod("2026-11-21")).toEqual([]);
    expect(withLastmod("2026-11-21T08:00:00+00:00")).toEqual([]);
    expect(withLastmod("2026-11-22")).toEqual([messages.futureLastmod]);
    expect(withLastmod("21/11/2026")).toEqual([messages.badLastmod]);
    expect(withLastmod("2026-13-40")).toEqual([messages.badLastmod]);
  });

  it("checks priority is between 0.0 and 1.0", () => {
    const withPriority = (value: string) =>
      messagesOf(
        "/sitemap-main.xml",
        urlset(url("https://www.advancedpainting.example/", `<priority>${value}</priority>`)),
      );
    expect(withPriority("0.0")).toEqual([]);
    expect(withPriority("1.0")).toEqual([]);
    expect(withPriority("0.5")).toEqual([]);
    expect(withPriority("1.1")).toEqual(["priority must be between 0.0 and 1.0"]);
    expect(withPriority("-0.1")).toEqual(["priority must be between 0.0 and 1.0"]);
    expect(withPriority("high")).toEqual(["priority must be between 0.0 and 1.0"]);
  });
});

describe("sitemaps.org protocol limits", () => {
  const site = "https://www.advancedpainting.example";

  it("wants absolute URLs", () => {
    expect(check("/sitemap-main.xml", urlset(url("/faq")))).toEqual([
      expect.objectContaining({ type: "critical", message: messages.relativeLoc }),
    ]);
  });

  it("allows 2,048 characters in a URL, not more", () => {
    const long = (length: number) => `${site}/${"a".repeat(length - site.length - 1)}`;
    expect(long(2048)).toHaveLength(2048);
    expect(messagesOf("/sitemap-main.xml", urlset(url(long(2048))))).toEqual([]);
    expect(messagesOf("/sitemap-main.xml", urlset(url(long(2049))))).toEqual([messages.longLoc]);
  });

  it("wants URLs entity-escaped in the XML and percent-encoded", () => {
    expect(messagesOf("/sitemap-main.xml", urlset(url(`${site}/gallery?a=1&amp;b=2`)))).toEqual([]);
    expect(messagesOf("/sitemap-main.xml", urlset(url(`${site}/it&apos;s`)))).toEqual([]);
    // A bare quote or > parses, but the protocol wants the entity.
    expect(messagesOf("/sitemap-main.xml", urlset(url(`${site}/it's`)))).toEqual([messages.unescapedLoc]);
    expect(messagesOf("/sitemap-main.xml", urlset(url(`${site}/a>b`)))).toContain(messages.unescapedLoc);
    expect(messagesOf("/sitemap-main.xml", urlset(url(`${site}/café`)))).toEqual([messages.unescapedLoc]);
    expect(messagesOf("/sitemap-main.xml", urlset(url(`${site}/caf%C3%A9`)))).toEqual([]);
    expect(messagesOf("/sitemap-main.xml", urlset(url(`${site}/two words`)))).toEqual([
      messages.unescapedLoc,
    ]);
    expect(messagesOf("/sitemap-main.xml", urlset(url(`${site}/100%`)))).toEqual([messages.unescapedLoc]);
  });

  it("allows 50,000 URLs in a file, not more", () => {
    // Built as parsed, not as XML: parsing 50,000 entries takes jsdom minutes.
    const entry = { loc: `${site}/`, elements: ["loc"] };
    const many = (count: number) =>
      checkSitemap(
        "/sitemap-main.xml",
        {
          kind: "urlset",
          rootName: "urlset",
          namespace: SITEMAP_NAMESPACE,
          entries: Array(count).fill(entry),
          strayElements: [],
        },
        context,
      ).map((f) => f.message);
    expect(many(50_000)).toEqual([]);
    expect(many(50_001)).toEqual([messages.tooManyUrls]);
  });

  it("allows 50 MB in a file, not more", () => {
    const padded = (bytes: number) => {
      const body = urlset(url(`${site}/`));
      return body + " ".repeat(bytes - new TextEncoder().encode(body).length);
    };
    expect(checkFileText("/sitemap-main.xml", padded(MAX_FILE_BYTES))).toEqual([]);
    expect(checkFileText("/sitemap-main.xml", padded(MAX_FILE_BYTES + 1))).toEqual([
      expect.objectContaining({ type: "critical", message: messages.tooLarge }),
    ]);
    // Counted in UTF-8 bytes, not characters: each "é" is two.
    const accented = `${urlset(url(`${site}/`))}<!--${"é".repeat(1000)}-->`;
    const overInBytes = accented + " ".repeat(MAX_FILE_BYTES + 1 - new TextEncoder().encode(accented).length);
    expect(overInBytes.length).toBeLessThan(MAX_FILE_BYTES);
    expect(checkFileText("/sitemap-main.xml", overInBytes).map((f) => f.message)).toEqual([
      messages.tooLarge,
    ]);
  });

  it("accepts only the protocol's changefreq values", () => {
    const withChangefreq = (value: string) =>
      messagesOf("/sitemap-main.xml", urlset(url(`${site}/`, `<changefreq>${value}</changefreq>`)));
    for (const value of ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"]) {
      expect(withChangefreq(value)).toEqual([]);
    }
    expect(withChangefreq("fortnightly")).toEqual([messages.badChangefreq]);
    expect(withChangefreq("Weekly")).toEqual([messages.badChangefreq]);
  });

  it("wants priority written as a decimal", () => {
    const withPriority = (value: string) =>
      messagesOf("/sitemap-main.xml", urlset(url(`${site}/`, `<priority>${value}</priority>`)));
    expect(withPriority("1")).toEqual([]);
    expect(withPriority(".5")).toEqual([]);
    expect(withPriority("5e-1")).toEqual([messages.badPriority]);
    expect(withPriority("0x1")).toEqual([messages.badPriority]);
  });

  it("allows only the schema's elements, in its order, each once", () => {
    const entry = (inner: string) => messagesOf("/sitemap-main.xml", urlset(`<url>${inner}</url>`));
    const loc = `<loc>${site}/</loc>`;
    expect(
      entry(`${loc}<lastmod>2026-11-01</lastmod><changefreq>weekly</changefreq><priority>0.5</priority>`),
    ).toEqual([]);
    expect(entry(`${loc}<title>Home</title>`)).toEqual([messages.badElement]);
    expect(entry(`<lastmod>2026-11-01</lastmod>${loc}`)).toEqual([messages.badElement]);
    expect(entry(`${loc}${loc}`)).toEqual([messages.badElement]);
    // Extensions in their own namespace (here, images) are allowed.
    expect(
      entry(`${loc}<image:image xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"/>`),
    ).toEqual([]);
    // An index entry has no priority, and a url set holds only <url> entries.
    const index = `<sitemapindex xmlns="${SITEMAP_NAMESPACE}"><sitemap><loc>${site}/a.xml</loc><priority>1</priority></sitemap></sitemapindex>`;
    expect(messagesOf("/sitemap-index.xml", index)).toEqual([messages.badElement]);
    expect(messagesOf("/sitemap-main.xml", urlset(`${url(`${site}/`)}<note>x</note>`))).toEqual([
      messages.badElement,
    ]);
  });
});

describe("robots.txt rule", () => {
  it("wants a Sitemap line", () => {
    expect(checkRobots("User-agent: *\nDisallow: /admin\n")).toEqual([
      expect.objectContaining({ file: "/robots.txt", message: "robots.txt does not reference sitemap" }),
    ]);
    expect(
      checkRobots("User-agent: *\nSitemap: https://www.advancedpainting.example/sitemap-index.xml\n"),
    ).toEqual([]);
  });
});

describe("download failures", () => {
  it("report the HTTP status with the file not accessible", () => {
    expect(fetchFailure("/sitemap-blog.xml", { status: 404, statusText: "Not Found" })).toEqual({
      file: "/sitemap-blog.xml",
      type: "critical",
      message: "HTTP 404: Not Found",
      details: "Sitemap file is not accessible",
    });
    expect(fetchFailure("/sitemap.xml", "network")).toMatchObject({ message: "Network error" });
  });

  it("has the spec's success message", () => {
    expect(messages.allValid).toBe("No errors found! All sitemaps are valid and accessible.");
  });
});
