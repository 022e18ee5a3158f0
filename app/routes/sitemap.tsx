import { SitemapPage } from "~/components/seo-tools/sitemap-page";
import { metaFromLoader } from "~/lib/route-meta";
import { getContent } from "~/server/runtime.server";
import { sitemapPageData } from "~/server/sitemap-page.server";
import type { Route } from "./+types/sitemap";

export async function loader() {
  return sitemapPageData(await getContent());
}

export const meta = metaFromLoader;

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return <SitemapPage groups={loaderData.groups} />;
}
