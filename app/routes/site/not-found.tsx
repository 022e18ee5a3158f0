import { data } from "react-router";
import { getContent } from "~/features/content/server/content-runtime.server";
import { NotFoundPage } from "~/features/pages/components/not-found/not-found-page";
import { closestPages } from "~/features/pages/server/site-search.server";
import { pagePath } from "~/lib/page-path";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  const content = await getContent();
  const { site } = content;
  const url = new URL(request.url);
  const path = pagePath(request.url);
  // ?admin=true adds the site owner's panels (spec 001 §2). They show nothing
  // private, so they need no sign-in; the search runs here, on the server,
  // so its index never ships to the browser.
  const adminTools =
    url.searchParams.get("admin") === "true"
      ? { path, closestPages: closestPages(content, path) }
      : undefined;
  return data(
    {
      path,
      adminTools,
      meta: pageMeta(site, {
        title: "Page Not Found",
        description: "The page you were looking for could not be found.",
        path,
        keywords: ["page not found"],
        missing: true,
      }),
    },
    { status: 404 },
  );
}

export const meta = metaFromLoader;

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundPage adminTools={loaderData.adminTools} />;
}
