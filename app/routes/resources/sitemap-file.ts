import { getContent } from "~/features/content/server/content-runtime.server";
import { sitemapXml } from "~/features/pages/server/sitemaps.server";
import type { Route } from "./+types/sitemap-file";

// Kept by the page cache, rendered once for every visitor: no loader here may read cookies or request headers.
export const handle = { pageCache: true };

/** The XML sitemaps (one module for the six addresses in routes.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const xml = sitemapXml(new URL(request.url).pathname, await getContent());
  if (xml === undefined) throw new Response("Not Found", { status: 404 });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
