/**
 * node scripts/build-sitemaps.ts   (run by `npm run build`, after the pages)
 *
 * Writes the XML sitemaps and robots.txt into build/client from the pages the
 * build actually produced: every prerendered page that is indexable (no
 * noindex) and whose canonical URL is itself, plus the indexable pages the
 * server renders per request. URLs use SITE_URL's canonical origin.
 *
 *   /sitemap-index.xml  ->  /sitemap-main.xml, /sitemap-services.xml,
 *                           /sitemap-blog.xml, /sitemap-service-areas.xml
 *   /sitemap.xml        every URL in one file
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildConfigFromEnv } from "../app/lib/build-config.ts";
import { canonicalUrl } from "../app/lib/canonical.ts";
import { SITEMAP_NAMESPACE } from "../app/lib/sitemap-rules.ts";

const clientDir = path.resolve(import.meta.dirname, "..", "build", "client");
const origin = canonicalUrl("/", buildConfigFromEnv(process.env).siteUrl);
const today = new Date().toISOString().slice(0, 10);

/** Indexable pages rendered per request (forms), so not found as files. */
const serverRenderedPages = ["/contact", "/nominate"];

interface Page {
  path: string;
  lastmod: string;
}

function prerenderedPages(dir: string, prefix = ""): { path: string; html: string }[] {
  const pages: { path: string; html: string }[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === "assets" || entry === "img") continue;
    if (statSync(full).isDirectory()) pages.push(...prerenderedPages(full, `${prefix}/${entry}`));
    else if (entry === "index.html") pages.push({ path: prefix || "/", html: readFileSync(full, "utf8") });
  }
  return pages;
}

/** A post's publication date from its Article structured data, if any. */
function publishedDate(html: string): string | undefined {
  return /"datePublished":"(\d{4}-\d{2}-\d{2})/.exec(html)?.[1];
}

const pages: Page[] = [];
const skipped: string[] = [];
for (const { path: pagePath, html } of prerenderedPages(clientDir)) {
  const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const self = canonicalUrl(pagePath, origin);
  if (noindex || canonical !== self) {
    skipped.push(`${pagePath} (${noindex ? "noindex" : `canonical ${canonical ?? "missing"}`})`);
    continue;
  }
  pages.push({ path: pagePath, lastmod: publishedDate(html) ?? today });
}
for (const pagePath of serverRenderedPages) pages.push({ path: pagePath, lastmod: today });
pages.sort((a, b) => a.path.localeCompare(b.path));

const groups: Record<string, (p: string) => boolean> = {
  "sitemap-services.xml": (p) => p === "/services" || p.startsWith("/service/"),
  "sitemap-blog.xml": (p) => p === "/blog" || p.startsWith("/blog/"),
  "sitemap-service-areas.xml": (p) => p === "/service-areas" || p.startsWith("/service-area/"),
};
const groupOf = (p: string) => Object.entries(groups).find(([, test]) => test(p))?.[0] ?? "sitemap-main.xml";

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function urlset(list: Page[]): string {
  const urls = list
    .map(
      (p) =>
        `  <url>\n    <loc>${escapeXml(canonicalUrl(p.path, origin))}</loc>\n    <lastmod>${p.lastmod}</lastmod>\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${urls}\n</urlset>\n`;
}

const files = ["sitemap-main.xml", "sitemap-services.xml", "sitemap-blog.xml", "sitemap-service-areas.xml"];
const latest = (list: Page[]) => list.reduce((max, p) => (p.lastmod > max ? p.lastmod : max), "0000-00-00");
const indexEntries: string[] = [];
for (const file of files) {
  const list = pages.filter((p) => groupOf(p.path) === file);
  writeFileSync(path.join(clientDir, file), urlset(list));
  indexEntries.push(
    `  <sitemap>\n    <loc>${escapeXml(`${origin}/${file}`)}</loc>\n    <lastmod>${list.length ? latest(list) : today}</lastmod>\n  </sitemap>`,
  );
}
writeFileSync(
  path.join(clientDir, "sitemap-index.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${indexEntries.join("\n")}\n</sitemapindex>\n`,
);
writeFileSync(path.join(clientDir, "sitemap.xml"), urlset(pages));
writeFileSync(
  path.join(clientDir, "robots.txt"),
  `User-agent: *\nDisallow: /admin\n\nSitemap: ${origin}/sitemap-index.xml\n`,
);

if (!existsSync(path.join(clientDir, "index.html")))
  throw new Error("No prerendered pages found: build the site first.");
console.log(
  `Sitemaps: ${pages.length} URLs in ${files.length} files, index and sitemap.xml; robots.txt (skipped: ${
    skipped.join(", ") || "none"
  })`,
);
