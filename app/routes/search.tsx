import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { SearchResults } from "~/components/search/search-results";
import { SiteSearchForm } from "~/components/search/site-search-form";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import { getContent } from "~/server/runtime.server";
import { siteSearch } from "~/server/site-search.server";
import type { Route } from "./+types/search";

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
