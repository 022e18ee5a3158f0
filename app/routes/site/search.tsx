import { redirect } from "react-router";
import { getContent } from "~/features/content/server/content-runtime.server";
import { pageNumbers, pageSlice, resolvePage, totalPages } from "~/features/pages/blog-list";
import { SearchPage, searchHref } from "~/features/pages/components/search/search-page";
import { siteSearch } from "~/features/pages/server/site-search.server";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/search";

// Never kept by the page cache (each visitor's own query); a plain GET form and links: no framework scripts (0030).
export const handle = { pageCache: false, ...noScriptsHandle };

/** Results a page: a phone's page stays a few screens long. */
const SEARCH_PAGE_SIZE = 10;

export async function loader({ request }: Route.LoaderArgs) {
  const content = await getContent();
  const { site } = content;
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim().slice(0, 200);
  const found = siteSearch(content, query);
  const pages = totalPages(found.length, SEARCH_PAGE_SIZE);
  const rawPage = params.get("page");
  const page = resolvePage(rawPage, pages);
  // ?page=1 and a page that does not exist both mean page 1, whose address has no ?page=.
  if (rawPage !== null && (page === 1 || String(page) !== rawPage)) throw redirect(searchHref(query, page));
  return {
    query,
    results: pageSlice(found, page, SEARCH_PAGE_SIZE),
    total: found.length,
    page,
    pages,
    marks: pageNumbers(page, pages),
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
  return <SearchPage {...loaderData} />;
}
