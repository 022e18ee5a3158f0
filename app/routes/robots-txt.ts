import { getContent } from "~/server/runtime.server";
import { robotsTxt } from "~/server/sitemaps.server";

export async function loader() {
  return new Response(robotsTxt(await getContent()), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
