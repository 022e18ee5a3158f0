/**
 * Reading a sitemap file into what the checker's rules look at (sitemap-rules.ts):
 * its root, its entries and their elements, with a browser's DOMParser (or
 * jsdom's in the tests).
 */

/** The parts of a DOM the rules need; a browser's DOMParser provides them. */
export interface XmlParser {
  parseFromString(text: string, type: "application/xml"): Document;
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority?: string;
  /** Names of the entry's child elements in the sitemap namespace, in document order. */
  elements: string[];
}

export interface ParsedSitemap {
  kind: "index" | "urlset" | "other";
  rootName: string;
  namespace: string | null;
  /** <url> entries of a urlset, or <sitemap> entries of an index. */
  entries: SitemapEntry[];
  /** Other elements of the sitemap namespace directly under the root. */
  strayElements: string[];
}

function childText(element: Element, name: string): string | undefined {
  for (const child of Array.from(element.children)) {
    if (child.localName === name) return child.textContent?.trim() ?? "";
  }
  return undefined;
}

/** Parses sitemap XML, or returns the parser's complaint. */
export function parseSitemap(
  text: string,
  parser: XmlParser,
): { ok: true; sitemap: ParsedSitemap } | { ok: false; error: string } {
  const doc = parser.parseFromString(text, "application/xml");
  const failure = doc.getElementsByTagName("parsererror")[0];
  const root = doc.documentElement;
  if (failure || !root) {
    return {
      ok: false,
      error: failure?.textContent?.trim().split("\n")[0] ?? "The file is not well-formed XML.",
    };
  }
  const rootName = root.localName;
  const kind = rootName === "sitemapindex" ? "index" : rootName === "urlset" ? "urlset" : "other";
  const entryName = kind === "index" ? "sitemap" : "url";
  // Extensions (images, news...) live in their own namespaces and are allowed anywhere.
  const own = (element: Element) => element.namespaceURI === root.namespaceURI;
  const children = Array.from(root.children).filter(own);
  const entries = children
    .filter((child) => child.localName === entryName)
    .map((child) => ({
      loc: childText(child, "loc") ?? "",
      lastmod: childText(child, "lastmod"),
      changefreq: childText(child, "changefreq"),
      priority: childText(child, "priority"),
      elements: Array.from(child.children)
        .filter(own)
        .map((element) => element.localName),
    }));
  const strayElements = children.filter((child) => child.localName !== entryName).map((c) => c.localName);
  return { ok: true, sitemap: { kind, rootName, namespace: root.namespaceURI, entries, strayElements } };
}
