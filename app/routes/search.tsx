import { SimplePage } from "~/components/layout/simple-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/search";

export function loader({ request }: Route.LoaderArgs) {
  return {
    query: new URL(request.url).searchParams.get("q")?.slice(0, 200) ?? "",
    meta: pageMeta({ title: "Search", description: "Search the site.", path: "/search", noindex: true }),
  };
}

export const meta = metaFromLoader;

export default function Search({ loaderData }: Route.ComponentProps) {
  return (
    <SimplePage title="Search" lead="Site search is not available yet.">
      <search>
        <form method="get" action="/search" className="flex gap-2">
          <label htmlFor="search-q" className="sr-only">
            Search the site
          </label>
          <input
            id="search-q"
            name="q"
            type="search"
            defaultValue={loaderData.query}
            className="h-10 flex-1 rounded-md border border-border bg-background px-3"
          />
        </form>
      </search>
    </SimplePage>
  );
}
