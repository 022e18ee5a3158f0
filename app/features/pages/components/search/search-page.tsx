import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import type { PageMark } from "~/features/pages/blog-list";
import { PageLinks } from "~/features/pages/components/page-links";
import { SearchResults, type SearchResultView } from "./search-results";
import { SiteSearchForm } from "./site-search-form";

/** The address of a page of results: page 1 has no ?page=. */
export function searchHref(query: string, page: number): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set("page", String(page));
  return `/search?${params}`;
}

/** /search: the form, then one page of results with links to the others. */
export function SearchPage({
  query,
  results,
  total,
  page,
  pages,
  marks,
}: {
  query: string;
  /** This page's results. */
  results: SearchResultView[];
  /** How many results the search found in all. */
  total: number;
  page: number;
  pages: number;
  marks: PageMark[];
}) {
  return (
    <>
      <PageHero
        title="Search"
        subtitle="Find services, painting advice, the cities we serve and past projects."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <SiteSearchForm defaultValue={query} />
        <div className="mt-8" aria-live="polite">
          {query === "" ? (
            <p className="text-muted-foreground">
              Type a word or two, such as “cabinets”, “Roseville” or “ceiling”.
            </p>
          ) : total === 0 ? (
            <div>
              <p className="text-lg font-semibold">No results for “{query}”.</p>
              <p className="mt-2 text-muted-foreground">
                Try another word, browse{" "}
                <Link to="/services" className="prose-link">
                  our services
                </Link>{" "}
                or{" "}
                <Link to="/blog" className="prose-link">
                  the blog
                </Link>
                , or{" "}
                <Link to="/contact" className="prose-link">
                  ask us directly
                </Link>
                .
              </p>
            </div>
          ) : (
            <>
              <p className="mb-4 text-muted-foreground">
                {total === 1 ? "1 result" : `${total} results`} for “{query}”
                {pages > 1 ? ` (page ${page} of ${pages})` : ""}
              </p>
              <SearchResults results={results} />
              <PageLinks
                page={page}
                pages={pages}
                marks={marks}
                hrefFor={(mark) => searchHref(query, mark)}
              />
            </>
          )}
        </div>
      </div>
    </>
  );
}
