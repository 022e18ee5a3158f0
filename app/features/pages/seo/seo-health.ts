/**
 * The SEO health check (spec 001 §8): what it looks for on the served pages,
 * robots.txt and the sitemap index, as pure functions over downloaded text.
 */
import type { XmlParser } from "./sitemap-parse";
import { type Finding, SITEMAP_NAMESPACE } from "./sitemap-rules";

export const healthMessages = {
  missingCanonical: "missing canonical link",
  missingDescription: "missing meta description",
  missingXDefault: "missing x-default hreflang",
  robotsMissing: "robots.txt missing or not accessible",
  sitemapIndexMissing: "sitemap index missing",
  sitemapNamespaceMissing: "sitemap namespace missing",
  allGood: "No SEO issues found! Your site is well optimized.",
} as const;

export interface HtmlParser {
  parseFromString(text: string, type: "text/html"): Document;
}

/** A page's head: canonical link, meta description, x-default alternate. */
export function checkPageHead(path: string, html: string, parser: HtmlParser): Finding[] {
  const doc = parser.parseFromString(html, "text/html");
  const findings: Finding[] = [];
  if (!doc.querySelector('link[rel="canonical"][href]')) {
    findings.push({
      file: path,
      type: "critical",
      message: healthMessages.missingCanonical,
      details: 'Add <link rel="canonical" href="..."> with the page\'s own address.',
    });
  }
  const description = doc.querySelector('meta[name="description"]')?.getAttribute("content")?.trim();
  if (!description) {
    findings.push({
      file: path,
      type: "critical",
      message: healthMessages.missingDescription,
      details: 'Add <meta name="description" content="..."> summarising the page in one or two sentences.',
    });
  }
  if (!doc.querySelector('link[rel="alternate"][hreflang="x-default"]')) {
    findings.push({
      file: path,
      type: "warning",
      message: healthMessages.missingXDefault,
      details: 'Add <link rel="alternate" hreflang="x-default" href="..."> pointing at the default version.',
    });
  }
  return findings;
}

/** Download results the check needs: status and text (null when the request failed). */
export interface Download {
  status: number;
  text: string | null;
}

export function checkRobotsAvailable(robots: Download): Finding[] {
  return robots.text !== null && robots.status === 200
    ? []
    : [
        {
          file: "/robots.txt",
          type: "critical",
          message: healthMessages.robotsMissing,
          details: robots.text === null ? "The request failed." : `The server answered ${robots.status}.`,
        },
      ];
}

export function checkSitemapIndex(index: Download, parser: XmlParser): Finding[] {
  if (index.text === null || index.status !== 200) {
    return [
      {
        file: "/sitemap-index.xml",
        type: "critical",
        message: healthMessages.sitemapIndexMissing,
        details: index.text === null ? "The request failed." : `The server answered ${index.status}.`,
      },
    ];
  }
  const root = parser.parseFromString(index.text, "application/xml").documentElement;
  return root?.namespaceURI === SITEMAP_NAMESPACE
    ? []
    : [
        {
          file: "/sitemap-index.xml",
          type: "warning",
          message: healthMessages.sitemapNamespaceMissing,
          details: `Add xmlns="${SITEMAP_NAMESPACE}" to <sitemapindex>.`,
        },
      ];
}

/** Share of checks passed, as a whole percentage; green above 80. */
export function visibilityScore(checks: number, failed: number): number {
  if (checks === 0) return 0;
  return Math.round(((checks - failed) / checks) * 100);
}
