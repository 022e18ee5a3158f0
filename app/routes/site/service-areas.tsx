import { getContent } from "~/features/content/server/content-runtime.server";
import {
  ServiceAreasPage,
  serviceAreasCrumbs,
} from "~/features/pages/components/service-areas/service-areas-page";
import { getServiceAreasIndex } from "~/features/pages/server/service-area-pages.server";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, localBusinessJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/service-areas";

export async function loader() {
  const content = await getContent();
  const { site } = content;
  return {
    ...getServiceAreasIndex(content),
    meta: pageMeta(site, {
      title: "Service Areas: Painters Across the Twin Cities",
      description: `Painting and drywall within about ${site.business.serviceRadiusMiles} miles of our Shoreview office: Shoreview, Vadnais Heights, White Bear Lake, Roseville, St. Paul, Minneapolis and more.`,
      path: "/service-areas",
      keywords: ["Twin Cities painters", "painting contractor near me", "house painters Minnesota"],
      jsonLd: [breadcrumbJsonLd(site, serviceAreasCrumbs), localBusinessJsonLd(site)],
    }),
  };
}

export const meta = metaFromLoader;
// Every control on this page is the browser's own: it ships no framework scripts (decision 0030).
export const handle = noScriptsHandle;

export default function ServiceAreas({ loaderData }: Route.ComponentProps) {
  return <ServiceAreasPage data={loaderData} />;
}
