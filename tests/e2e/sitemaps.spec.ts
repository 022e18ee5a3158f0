import { JSDOM } from "jsdom";
import {
  checkSitemapText,
  parseSitemap,
  SITEMAP_INDEX_PATH,
  SITEMAP_NAMESPACE,
  SITEMAP_PATHS,
  type XmlParser,
} from "../../app/features/pages/seo/sitemap-rules";
import { expect, hydrated, isMobile, test } from "./fixtures";

const origin = "https://www.advancedpainting.example";
const toPath = (loc: string) => loc.replace(origin, "") || "/";

test.describe("XML sitemaps and robots.txt", () => {
  test.skip(({ page }) => isMobile(page), "server output: once is enough");

  test("robots.txt names the sitemap index and keeps robots out of /admin", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap-index.xml`);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
  });

  test("the index lists the four sitemaps, and sitemap.xml holds all their URLs", async ({ request }) => {
    const index = await (await request.get("/sitemap-index.xml")).text();
    const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(children).toEqual([
      `${origin}/sitemap-main.xml`,
      `${origin}/sitemap-services.xml`,
      `${origin}/sitemap-blog.xml`,
      `${origin}/sitemap-service-areas.xml`,
    ]);
    const fromChildren: string[] = [];
    for (const child of children) {
      const response = await request.get(toPath(child ?? ""));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("xml");
      fromChildren.push(
        ...[...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ""),
      );
    }
    const all = [...(await (await request.get("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1],
    );
    expect(new Set(all)).toEqual(new Set(fromChildren));
    expect(all.length).toBe(new Set(all).size);
  });

  test("every sitemap meets the sitemaps.org protocol, checked with an XML parser", async ({ request }) => {
    // The official XSDs cannot be downloaded here; the rules module holds the
    // schema's and the protocol's constraints, and a real DOM parser reads the files.
    const parser: XmlParser = new new JSDOM("").window.DOMParser();
    const context = { origin, now: new Date() };
    for (const file of SITEMAP_PATHS) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      const text = await response.text();
      expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>'), file).toBe(true);
      expect(checkSitemapText(file, text, parser, context), file).toEqual([]);
      const parsed = parseSitemap(text, parser);
      if (!parsed.ok) throw new Error(`${file}: ${parsed.error}`);
      expect(parsed.sitemap.namespace, file).toBe(SITEMAP_NAMESPACE);
      expect(parsed.sitemap.kind, file).toBe(file === SITEMAP_INDEX_PATH ? "index" : "urlset");
      expect(parsed.sitemap.entries.length, file).toBeGreaterThan(0);
      if (file === SITEMAP_INDEX_PATH) {
        // Exactly the four child sitemaps, each with a lastmod.
        expect(parsed.sitemap.entries.map((e) => e.loc)).toEqual(
          [
            "/sitemap-main.xml",
            "/sitemap-services.xml",
            "/sitemap-blog.xml",
            "/sitemap-service-areas.xml",
          ].map((child) => `${origin}${child}`),
        );
        expect(parsed.sitemap.entries.every((e) => e.lastmod !== undefined)).toBe(true);
      }
    }
  });

  test("every URL in the sitemaps answers 200 with a canonical equal to itself", async ({ request }) => {
    const locs = [...(await (await request.get("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1] ?? "",
    );
    expect(locs).toContain(`${origin}/contact`);
    expect(locs).not.toContain(`${origin}/admin`);
    expect(locs).not.toContain(`${origin}/search`);
    for (const loc of locs) {
      const response = await request.get(toPath(loc), { maxRedirects: 0 });
      expect(response.status(), loc).toBe(200);
      const html = await response.text();
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], loc).toBe(loc);
      expect(html, loc).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    }
  });

  test("no internal link on the site is broken", async ({ request }) => {
    const locs = [...(await (await request.get("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => toPath(m[1] ?? ""),
    );
    const seen = new Set<string>();
    const broken: string[] = [];
    for (const page of locs) {
      const html = await (await request.get(page)).text();
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) {
        const target = (href ?? "").split("?")[0] ?? "";
        if (seen.has(target)) continue;
        seen.add(target);
        const status = (await request.get(target, { maxRedirects: 0 })).status();
        if (status >= 400) broken.push(`${target} (${status}) on ${page}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

test.describe("/sitemap tools", () => {
  test("lists the site's pages and links the XML sitemaps", async ({ page }) => {
    await page.goto("/sitemap");
    for (const heading of [
      "Main Navigation",
      "Services",
      "Contact & Estimates",
      "Service Areas",
      "Blog Topics",
      "Legal",
    ]) {
      await expect(
        page.getByRole("main").getByRole("heading", { level: 2, name: heading, exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "/sitemap-index.xml" })).toHaveAttribute(
      "href",
      "/sitemap-index.xml",
    );
  });

  test("the checker and the health check find no issue on this site", async ({ page }) => {
    await page.goto("/sitemap");
    await hydrated(page);
    await page.getByRole("button", { name: "Check Sitemaps" }).click();
    await expect(page.getByText("No errors found! All sitemaps are valid and accessible.")).toBeVisible();
    await page.getByRole("button", { name: "Run Health Check" }).click();
    await expect(page.getByText("No SEO issues found! Your site is well optimized.")).toBeVisible();
  });

  test("the checker reports each problem of a broken sitemap", async ({ page, consoleErrors }) => {
    await page.route("**/sitemap-blog.xml", (route) =>
      route.fulfill({ status: 200, contentType: "application/xml", body: "<urlset><url><loc>x</url>" }),
    );
    await page.route("**/sitemap-services.xml", (route) =>
      route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }),
    );
    await page.route("**/sitemap-service-areas.xml", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/xml",
        body: "<urlset><url><loc>http://elsewhere.example/x</loc><lastmod>2999-01-01</lastmod><priority>3</priority></url><url><loc></loc></url></urlset>",
      }),
    );
    await page.route("**/sitemap-main.xml", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/xml",
        body: '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></sitemapindex>',
      }),
    );
    await page.route("**/robots.txt", (route) => route.fulfill({ status: 200, body: "User-agent: *\n" }));
    await page.route("**/sitemap.xml", (route) => route.abort());
    await page.goto("/sitemap");
    await hydrated(page);
    await page.getByRole("button", { name: "Check Sitemaps" }).click();
    const issues = page.getByRole("list", { name: "Issues found" });
    for (const text of [
      "XML parsing error",
      "HTTP 404: Not Found",
      "Sitemap file is not accessible",
      "Network error",
      "Missing XML namespace declaration",
      "Invalid root element for sitemap",
      "Empty sitemap file",
      "URL does not use https",
      "URL belongs to another domain",
      "lastmod date is in the future",
      "priority must be between 0.0 and 1.0",
      "Empty <loc> element",
      "robots.txt does not reference sitemap",
    ]) {
      await expect(issues.getByText(text).first()).toBeVisible();
    }
    // The browser logs the 404 and the aborted request this test causes on purpose.
    const caused = /^Failed to load resource: (the server responded with a status of 404|net::ERR_FAILED)/;
    const unexpected = consoleErrors.filter((message) => !caused.test(message));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  test("advanced tools: verification counts the real URLs; custom paths stay on this site", async ({
    page,
    request,
  }) => {
    const count = new Set(
      [...(await (await request.get("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => m[1],
      ),
    ).size;
    await page.goto("/sitemap");
    await hydrated(page);
    await page.getByRole("button", { name: "Show Advanced SEO Tools" }).click();
    await page.getByRole("button", { name: "Verify Sitemaps" }).click();
    await expect(page.getByText(`Pages listed for search engines: ${count} unique URLs`)).toBeVisible();
    await expect(page.getByText("Success", { exact: false })).toHaveCount(6);
    await page.getByRole("textbox", { name: /Also check a path/ }).fill("https://elsewhere.example/");
    await page.getByRole("button", { name: "Run File Diagnostics" }).click();
    await expect(page.getByText("Enter a path on this site that starts with /")).toBeVisible();
    await page.getByRole("textbox", { name: /Also check a path/ }).fill("/faq");
    await page.getByRole("button", { name: "Run File Diagnostics" }).click();
    await expect(page.getByRole("cell", { name: "/faq" })).toBeVisible();
    await page.getByRole("tab", { name: "Local SEO" }).click();
    await page.getByRole("button", { name: "Check Local SEO" }).click();
    await expect(page.getByText("The business listing has everything search engines use.")).toBeVisible();
  });
});
