import type { ShouldRevalidateFunction } from "react-router";
import { getContent } from "~/features/content/server/content-runtime.server";
import { BlogPage } from "~/features/pages/components/blog/blog-page";
import { blogIndexData } from "~/features/pages/server/blog-index.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/blog";

export async function loader({ request }: Route.LoaderArgs) {
  const data = blogIndexData(await getContent(), new URL(request.url).searchParams);
  if (data instanceof Response) throw data;
  return data;
}

export const meta = metaFromLoader;

// The loader sends every article that matches the search: a category chip or a page link only redraws them.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname &&
  currentUrl.searchParams.get("q") === nextUrl.searchParams.get("q")
    ? false
    : defaultShouldRevalidate;

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogPage data={loaderData} />;
}
