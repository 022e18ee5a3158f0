import MiniSearch from "minisearch";
import { otherCityPages, primaryCities } from "~/content/cities";
import { faqItems } from "~/content/faq";
import { galleryCategorySlug, galleryItems } from "~/content/gallery";
import { services } from "~/content/services";
import { highlightParts, searchTerms, snippet, type TextPart } from "~/lib/highlight";
import { allPosts } from "./blog.server";

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

function documents(): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const s of services) {
    docs.push({
      id: `service:${s.id}`,
      kind: "Service",
      title: s.title,
      path: `/service/${s.id}`,
      summary: s.description,
      body: s.features.join(". "),
    });
  }
  for (const p of allPosts()) {
    docs.push({
      id: `post:${p.slug}`,
      kind: "Article",
      title: p.title,
      path: `/blog/${p.slug}`,
      summary: p.excerpt,
      body: p.text,
    });
  }
  for (const c of [...primaryCities, ...otherCityPages]) {
    docs.push({
      id: `city:${c.slug}`,
      kind: "Service area",
      title: c.title,
      path: `/service-area/${c.slug}`,
      summary: c.description,
      body: [c.name, ...c.intro, c.housingStock, c.climateNotes, ...c.popularProjects, c.additionalInfo].join(
        " ",
      ),
    });
  }
  for (const g of galleryItems) {
    docs.push({
      id: `gallery:${galleryCategorySlug(g.category)}-${g.id}`,
      kind: "Gallery",
      title: g.title,
      path: `/gallery?category=${galleryCategorySlug(g.category)}&q=${encodeURIComponent(g.title)}`,
      summary: `${g.category} project. ${g.alt}. Colour: ${g.color.name} by ${g.color.brand}.`,
      body: "",
    });
  }
  faqItems.forEach((f, i) => {
    docs.push({
      id: `faq:${i}`,
      kind: "FAQ",
      title: f.question,
      path: "/faq",
      summary: f.answer,
      body: "",
    });
  });
  return docs;
}

let index: { search: MiniSearch<SearchDoc>; docs: Map<string, SearchDoc> } | undefined;

/** Built on the first search, once per server process. */
function getIndex() {
  if (index) return index;
  const docs = documents();
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
  index = { search, docs: new Map(docs.map((d) => [d.id, d])) };
  return index;
}

/** Ranked results for a visitor's search, with the search words marked. */
export function siteSearch(query: string, limit = 40): SearchResult[] {
  const trimmed = query.trim().slice(0, 200);
  if (trimmed === "") return [];
  const { search, docs } = getIndex();
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
