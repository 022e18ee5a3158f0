import MiniSearch from "minisearch";
import { href } from "react-router";
import type { Content } from "~/features/content/index.server";
import { fillFacts } from "~/lib/facts";
import { highlightParts, searchTerms, snippet, type TextPart } from "~/lib/highlight";
import { footerCompanyLinks, footerLegalLinks, mainNav } from "~/lib/navigation";
import { type GalleryCategory, galleryCategorySlug } from "~/seed/gallery";

export type SearchKind = "Service" | "Article" | "Service area" | "Gallery" | "FAQ";

interface SearchDoc {
  id: string;
  kind: SearchKind;
  title: string;
  /** Where the result leads. */
  path: string;
  /** Short text always searched and shown. */
  summary: string;
  /** Longer text searched; a snippet around the match is shown. */
  body: string;
}

export interface SearchResult {
  id: string;
  kind: SearchKind;
  path: string;
  title: TextPart[];
  excerpt: TextPart[];
}

/** What the index is made from: the published posts, and the profile's figures the fixed texts quote. */
export type SearchSource = Pick<Content, "posts" | "profile" | "gallery" | "faq" | "cities" | "services">;

function documents({ posts, profile, gallery, faq, cities, services }: SearchSource): SearchDoc[] {
  const facts = (text: string) => fillFacts(text, profile);
  const docs: SearchDoc[] = [];
  for (const s of services.shown) {
    docs.push({
      id: `service:${s.id}`,
      kind: "Service",
      title: s.title,
      path: href("/service/:serviceSlug", { serviceSlug: s.id }),
      summary: facts(s.description),
      body: facts([...s.features, ...s.detail.benefits].join(". ")),
    });
  }
  for (const p of posts) {
    docs.push({
      id: `post:${p.slug}`,
      kind: "Article",
      title: p.title,
      path: href("/blog/:slug", { slug: p.slug }),
      summary: p.excerpt,
      body: p.text,
    });
  }
  for (const c of cities.shown) {
    docs.push({
      id: `city:${c.slug}`,
      kind: "Service area",
      title: c.title,
      path: href("/service-area/:slug", { slug: c.slug }),
      summary: c.description,
      body: facts(
        [c.name, ...c.intro, c.housingStock, c.climateNotes, ...c.popularProjects, c.additionalInfo].join(
          " ",
        ),
      ),
    });
  }
  for (const g of gallery) {
    const slug = galleryCategorySlug(g.category as GalleryCategory);
    docs.push({
      id: `gallery:${g.id}`,
      kind: "Gallery",
      title: g.title,
      path: `/gallery?category=${slug}&q=${encodeURIComponent(g.title)}`,
      summary: `${g.category} project. ${g.alt}.${g.paintColor ? ` Colour: ${g.paintColor}.` : ""}`,
      body: "",
    });
  }
  faq.faq.forEach((f, i) => {
    docs.push({
      id: `faq:${i}`,
      kind: "FAQ",
      title: f.question,
      path: "/faq",
      summary: facts(f.answer),
      body: "",
    });
  });
  return docs;
}

let index: { source: SearchSource; search: MiniSearch<SearchDoc>; docs: Map<string, SearchDoc> } | undefined;

/** Built on the first search, and again when the content changes (a new view of it). */
function getIndex(source: SearchSource) {
  if (
    index?.source.posts === source.posts &&
    index.source.profile === source.profile &&
    index.source.gallery === source.gallery &&
    index.source.faq === source.faq &&
    index.source.cities === source.cities
  )
    return index;
  const docs = documents(source);
  const search = new MiniSearch<SearchDoc>({
    fields: ["title", "summary", "body"],
    storeFields: ["id"],
    searchOptions: {
      // A word in a title or summary says more than one deep in an article.
      boost: { title: 4, summary: 2, body: 0.5 },
      // Of two equally good pages, the service page is what most visitors are after.
      boostDocument: (id) => (String(id).startsWith("service:") ? 1.5 : 1),
      prefix: true,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: "AND",
    },
  });
  search.addAll(docs);
  index = { source, search, docs: new Map(docs.map((d) => [d.id, d])) };
  return index;
}

/** Ranked results for a visitor's search, with the search words marked. */
export function siteSearch(source: SearchSource, query: string, limit = 40): SearchResult[] {
  const trimmed = query.trim().slice(0, 200);
  if (trimmed === "") return [];
  const { search, docs } = getIndex(source);
  let hits = search.search(trimmed);
  // Every word matching is best; failing that, any word.
  if (hits.length === 0) hits = search.search(trimmed, { combineWith: "OR" });
  const typed = searchTerms(trimmed);
  return hits.slice(0, limit).flatMap((hit) => {
    const doc = docs.get(String(hit.id));
    if (!doc) return [];
    // Mark the words the visitor typed and the indexed words they matched.
    const terms = [...new Set([...typed, ...hit.terms.map((t) => t.toLowerCase())])];
    const inSummary = terms.some((t) => doc.summary.toLowerCase().includes(t));
    const source = inSummary || doc.body === "" ? doc.summary : doc.body;
    return [
      {
        id: doc.id,
        kind: doc.kind,
        path: doc.path,
        title: highlightParts(doc.title, terms),
        excerpt: highlightParts(snippet(source, terms), terms),
      },
    ];
  });
}

/**
 * The words of a URL path, for searching: "/servces/interior-painting" ->
 * "servces interior painting". Percent-escapes are decoded where they can be.
 */
export function pathSearchWords(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: search the path as it came.
  }
  return decoded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "")
    .join(" ")
    .slice(0, 200);
}

export interface ClosestPage {
  title: string;
  path: string;
}

/** Edit distance (insertions, deletions, substitutions) between two short strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Pages a mistyped address most often meant: the navigation's, which the search index does not hold. */
const sitePages: ClosestPage[] = [...mainNav(""), ...footerCompanyLinks, ...footerLegalLinks]
  .filter((item) => !("external" in item && item.external))
  .map((item) => ({ title: item.name, path: item.path }));

/**
 * The site's pages closest to a path nobody could find (the 404 page's admin
 * panel), best first, one link per page: pages whose address differs by a
 * typo or two, then what the site search finds for the path's words.
 */
export function closestPages(source: SearchSource, pathname: string, limit = 5): ClosestPage[] {
  const wanted = pathname.toLowerCase().replace(/\/+$/, "");
  const { docs } = getIndex(source);
  const candidates = [
    ...sitePages,
    ...[...docs.values()].filter((d) => d.kind !== "Gallery" && d.kind !== "FAQ"),
  ];
  // A slip of about one key in five still reads as the same address.
  const nearby = candidates
    .map((page) => ({ page, distance: editDistance(wanted, page.path) }))
    .filter(({ distance }) => distance <= Math.max(2, Math.floor(wanted.length / 5)))
    .sort((a, b) => a.distance - b.distance)
    .map(({ page }) => ({ title: page.title, path: page.path }));
  const searched = siteSearch(source, pathSearchWords(pathname)).map((result) => ({
    title: result.title.map((part) => part.text).join(""),
    path: result.path,
  }));
  const seen = new Set<string>();
  const pages: ClosestPage[] = [];
  for (const page of [...nearby, ...searched]) {
    // Several answers of the FAQ lead to the one /faq page.
    if (seen.has(page.path)) continue;
    seen.add(page.path);
    pages.push(page);
    if (pages.length === limit) break;
  }
  return pages;
}
