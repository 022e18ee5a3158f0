import { getContent } from "~/features/content/server/content-runtime.server";
import { robotsTxt } from "~/features/pages/server/sitemaps.server";

// Kept by the page cache, rendered once for every visitor: no loader here may read cookies or request headers.
export const handle = { pageCache: true };

export async function loader() {
  return new Response(robotsTxt(await getContent()), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
