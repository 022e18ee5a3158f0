/**
 * The sitemap checker's rules (spec 001 §5) and messages (§8), as pure
 * functions: the /sitemap page runs them in the browser on the site's own
 * files, and the unit tests run them on hand-made XML.
 */

import { type ParsedSitemap, parseSitemap, type XmlParser } from "./sitemap-parse";

// The checker's callers parse with it too (the sitemaps' end-to-end test).
export { parseSitemap, type XmlParser };

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The files the tools look at (spec 001 §7). */
export const SITEMAP_INDEX_PATH = "/sitemap-index.xml";
/** The files the index lists; /sitemap.xml holds all their URLs in one. */
export const SITEMAP_CHILD_PATHS = [
  "/sitemap-main.xml",
  "/sitemap-services.xml",
  "/sitemap-blog.xml",
  "/sitemap-service-areas.xml",
] as const;
export type SitemapChildPath = (typeof SITEMAP_CHILD_PATHS)[number];
export const SITEMAP_PATHS = [SITEMAP_INDEX_PATH, ...SITEMAP_CHILD_PATHS, "/sitemap.xml"] as const;

export type FindingType = "critical" | "warning" | "info";

export interface Finding {
  /** The file (or page) the finding is about. */
  file: string;
  type: FindingType;
  message: string;
  /** What exactly is wrong, and how to fix it when there is a fix. */
  details?: string;
}

export const messages = {
  notAccessible: "Sitemap file is not accessible",
  httpStatus: (status: number, text: string) => `HTTP ${status}: ${text}`,
  networkError: "Network error",
  parseError: "XML parsing error",
  missingNamespace: "Missing XML namespace declaration",
  badIndexRoot: "Invalid root element for sitemap index",
  badSitemapRoot: "Invalid root element for sitemap",
  empty: "Empty sitemap file",
  robotsMissingSitemap: "robots.txt does not reference sitemap",
  emptyLoc: "Empty <loc> element",
  notHttps: "URL does not use https",
  foreignDomain: "URL belongs to another domain",
  badLastmod: "Invalid lastmod date",
  futureLastmod: "lastmod date is in the future",
  badPriority: "priority must be between 0.0 and 1.0",
  // The sitemaps.org protocol's limits, beyond the spec's checker rules.
  relativeLoc: "URL is not absolute",
  longLoc: "URL is longer than 2,048 characters",
  unescapedLoc: "URL is not escaped",
  badChangefreq: "Invalid changefreq value",
  badElement: "Element not allowed by the sitemap schema",
  tooManyUrls: "Sitemap lists more than 50,000 URLs",
  tooLarge: "Sitemap file is larger than 50 MB",
  allValid: "No errors found! All sitemaps are valid and accessible.",
} as const;

/** The protocol's limits (sitemaps.org): per URL, and per file before compression. */
export const MAX_LOC_LENGTH = 2048;
export const MAX_ENTRIES = 50_000;
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
export const CHANGEFREQ_VALUES = [
  "always",
  "hourly",
  "daily",
  "weekly",
  "monthly",
  "yearly",
  "never",
] as const;

/** The elements an entry may hold, in this order, each at most once (the schema's sequences). */
const ENTRY_ELEMENTS = {
  urlset: ["loc", "lastmod", "changefreq", "priority"],
  index: ["loc", "lastmod"],
} as const;

/** Characters a URL may hold as they are (RFC 3986), with every % starting an escape. */
const URL_CHARACTERS = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;

/** A plain decimal number, as the schema's priority type writes it ("0.8", "1", ".5"). */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** What is wrong with an entry's child elements, if anything: order, repeats, unknown names. */
function entryStructureProblem(elements: string[], allowed: readonly string[]): string | undefined {
  let last = -1;
  for (const name of elements) {
    const position = allowed.indexOf(name);
    if (position === -1) return `<${name}> is not a sitemap element here; allowed: ${allowed.join(", ")}.`;
    if (position === last) return `<${name}> appears twice.`;
    if (position < last) return `<${name}> is out of order; the order is ${allowed.join(", ")}.`;
    last = position;
  }
  return undefined;
}

/** W3C datetime as sitemaps use it: a date, or a date and time with a zone. */
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

export interface CheckContext {
  /** The site's own origin, e.g. https://www.example.com */
  origin: string;
  /** Today, for the future-lastmod rule. */
  now: Date;
}

function sameSite(url: URL, origin: URL): boolean {
  const bare = (host: string) => host.replace(/^www\./, "");
  return bare(url.hostname) === bare(origin.hostname);
}

/** Applies every rule of spec 001 §5 to one parsed file. */
export function checkSitemap(file: string, sitemap: ParsedSitemap, context: CheckContext): Finding[] {
  const findings: Finding[] = [];
  const expectIndex = file === SITEMAP_INDEX_PATH || file.includes("index");
  if (expectIndex && sitemap.kind !== "index") {
    findings.push({
      file,
      type: "critical",
      message: messages.badIndexRoot,
      details: `The root element is <${sitemap.rootName}>; a sitemap index must start with <sitemapindex>.`,
    });
  }
  if (!expectIndex && sitemap.kind !== "urlset") {
    findings.push({
      file,
      type: "critical",
      message: messages.badSitemapRoot,
      details: `The root element is <${sitemap.rootName}>; a sitemap must start with <urlset>.`,
    });
  }
  if (sitemap.namespace !== SITEMAP_NAMESPACE) {
    findings.push({
      file,
      type: "critical",
      message: messages.missingNamespace,
      details: `Add xmlns="${SITEMAP_NAMESPACE}" to the root element.`,
    });
  }
  if (sitemap.entries.length === 0) {
    findings.push({ file, type: "warning", message: messages.empty, details: "The file lists no URLs." });
  }
  if (sitemap.entries.length > MAX_ENTRIES) {
    findings.push({
      file,
      type: "critical",
      message: messages.tooManyUrls,
      details: `It lists ${sitemap.entries.length}; split it into several files listed by a sitemap index.`,
    });
  }
  const entryName = sitemap.kind === "index" ? "sitemap" : "url";
  for (const name of new Set(sitemap.strayElements)) {
    findings.push({
      file,
      type: "critical",
      message: messages.badElement,
      details: `<${name}> cannot stand beside the <${entryName}> entries; remove it.`,
    });
  }
  const allowed: readonly string[] = sitemap.kind === "index" ? ENTRY_ELEMENTS.index : ENTRY_ELEMENTS.urlset;

  const origin = new URL(context.origin);
  const today = context.now.toISOString().slice(0, 10);
  for (const entry of sitemap.entries) {
    const structure = entryStructureProblem(entry.elements, allowed);
    if (structure) {
      findings.push({
        file,
        type: "critical",
        message: messages.badElement,
        details: `<${entryName}> ${entry.loc || "without a URL"}: ${structure}`,
      });
    }
    if (entry.loc === "") {
      findings.push({
        file,
        type: "critical",
        message: messages.emptyLoc,
        details: "Every entry needs a URL in <loc>.",
      });
      continue;
    }
    if (entry.loc.length > MAX_LOC_LENGTH) {
      findings.push({
        file,
        type: "critical",
        message: messages.longLoc,
        details: `${entry.loc.slice(0, 80)}… has ${entry.loc.length} characters.`,
      });
    }
    if (!URL_CHARACTERS.test(entry.loc)) {
      findings.push({
        file,
        type: "critical",
        message: messages.unescapedLoc,
        details: `${entry.loc}: percent-encode spaces, non-ASCII letters and other characters a URL cannot hold as they are.`,
      });
    }
    let url: URL | undefined;
    try {
      url = new URL(entry.loc);
    } catch {
      findings.push({
        file,
        type: "critical",
        message: messages.relativeLoc,
        details: `"${entry.loc}" is not a full URL; write it with https:// and the site's host.`,
      });
      continue;
    }
    if (url.protocol !== "https:") {
      findings.push({ file, type: "warning", message: messages.notHttps, details: entry.loc });
    }
    if (!sameSite(url, origin)) {
      findings.push({
        file,
        type: "warning",
        message: messages.foreignDomain,
        details: `${entry.loc} is not on ${origin.hostname}; a sitemap may only list its own site's pages.`,
      });
    }
    if (entry.lastmod !== undefined) {
      const time = Date.parse(entry.lastmod);
      if (!W3C_DATE.test(entry.lastmod) || Number.isNaN(time)) {
        findings.push({
          file,
          type: "warning",
          message: messages.badLastmod,
          details: `${entry.loc}: "${entry.lastmod}" is not a W3C date (YYYY-MM-DD).`,
        });
      } else if (entry.lastmod.slice(0, 10) > today) {
        findings.push({
          file,
          type: "warning",
          message: messages.futureLastmod,
          details: `${entry.loc}: ${entry.lastmod} is after today (${today}).`,
        });
      }
    }
    if (
      entry.changefreq !== undefined &&
      !(CHANGEFREQ_VALUES as readonly string[]).includes(entry.changefreq)
    ) {
      findings.push({
        file,
        type: "warning",
        message: messages.badChangefreq,
        details: `${entry.loc}: "${entry.changefreq}"; use one of ${CHANGEFREQ_VALUES.join(", ")}.`,
      });
    }
    if (entry.priority !== undefined) {
      const priority = Number(entry.priority);
      if (!DECIMAL.test(entry.priority) || Number.isNaN(priority) || priority < 0 || priority > 1) {
        findings.push({
          file,
          type: "warning",
          message: messages.badPriority,
          details: `${entry.loc}: priority is "${entry.priority}".`,
        });
      }
    }
  }
  return findings;
}

/** robots.txt must name the sitemap (index) with a Sitemap: line. */
export function checkRobots(robotsText: string): Finding[] {
  const referencesSitemap = robotsText
    .split(/\r?\n/)
    .some((line) => /^\s*sitemap\s*:\s*\S+\.xml\s*$/i.test(line));
  return referencesSitemap
    ? []
    : [
        {
          file: "/robots.txt",
          type: "warning",
          message: messages.robotsMissingSitemap,
          details: "Add a line such as: Sitemap: https://www.example.com/sitemap-index.xml",
        },
      ];
}

/** A failed download, as the checker reports it. */
export function fetchFailure(
  file: string,
  failure: { status: number; statusText: string } | "network",
): Finding {
  if (failure === "network") {
    return { file, type: "critical", message: messages.networkError, details: messages.notAccessible };
  }
  return {
    file,
    type: "critical",
    message: messages.httpStatus(failure.status, failure.statusText || "Error"),
    details: messages.notAccessible,
  };
}

/** Checks one downloaded file's text: parse, then the rules. */
export function checkSitemapText(
  file: string,
  text: string,
  parser: XmlParser,
  context: CheckContext,
): Finding[] {
  const parsed = parseSitemap(text, parser);
  if (!parsed.ok) return [{ file, type: "critical", message: messages.parseError, details: parsed.error }];
  return [...checkFileText(file, text), ...checkSitemap(file, parsed.sitemap, context)];
}

/**
 * Rules on the file as written, which a parsed document no longer shows: its
 * size, and that each <loc> escapes the characters XML wants as entities
 * (a parser accepts a bare > ' or ", but the protocol asks for &gt; &apos; &quot;).
 */
export function checkFileText(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_FILE_BYTES) {
    findings.push({
      file,
      type: "critical",
      message: messages.tooLarge,
      details: `It has ${bytes} bytes; the limit is ${MAX_FILE_BYTES} bytes before compression. Split it.`,
    });
  }
  for (const [, raw = ""] of text.matchAll(/<(?:[\w.-]+:)?loc\b[^>]*>([^<]*)</g)) {
    const bare = raw.replace(/&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9A-Fa-f]+);/g, "");
    if (/[&'">]/.test(bare)) {
      findings.push({
        file,
        type: "critical",
        message: messages.unescapedLoc,
        details: `${raw.trim()}: write & ' " > as &amp; &apos; &quot; &gt; inside <loc>.`,
      });
    }
  }
  return findings;
}
