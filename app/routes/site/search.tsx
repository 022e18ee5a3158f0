import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { getContent } from "~/features/content/server/content-runtime.server";
import { SearchResults } from "~/features/pages/components/search/search-results";
import { SiteSearchForm } from "~/features/pages/components/search/site-search-form";
import { siteSearch } from "~/features/pages/server/site-search.server";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/search";

export const handle = { pageCache: false }; // Never kept by the page cache: each visitor's own query.

export async function loader({ request }: Route.LoaderArgs) {
  const content = await getContent();
  const { site } = content;
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  return {
    query,
    results: siteSearch(content, query),
    meta: pageMeta(site, {
      title: query ? `Search results for “${query}”` : "Search",
      description:
        "Search our services, articles, service areas, project gallery and answers to common questions.",
      path: "/search",
      keywords: ["search painting services", "painting articles", "service areas"],
      noindex: true,
    }),
  };
}

export const meta = metaFromLoader;

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData;
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
          ) : results.length === 0 ? (
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
                {results.length === 1 ? "1 result" : `${results.length} results`} for “{query}”
              </p>
              <SearchResults results={results} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
