import { getContent } from "~/features/content/server/content-runtime.server";
import { SitemapPage } from "~/features/pages/components/seo-tools/sitemap-page";
import { sitemapPageData } from "~/features/pages/server/sitemap-page.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/sitemap";

export async function loader() {
  return sitemapPageData(await getContent());
}

export const meta = metaFromLoader;

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return <SitemapPage groups={loaderData.groups} />;
}
