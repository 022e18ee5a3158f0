import { data, href, redirect } from "react-router";
import { getContent } from "~/features/content/server/content-runtime.server";
import { CityPage, cityCrumbs } from "~/features/pages/components/service-areas/city-page";
import {
  getCityPage,
  getDefaultCityPage,
  resolveCitySlug,
} from "~/features/pages/server/service-area-pages.server";
import { cityPath } from "~/features/pages/service-areas";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, localBusinessJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/service-area";

export async function loader({ params }: Route.LoaderArgs) {
  const content = await getContent();
  const { site } = content;
  const resolved = resolveCitySlug(params.slug, content);
  if (resolved.kind === "redirect") throw redirect(cityPath(resolved.slug), 301);
  if (resolved.kind === "city") {
    // Hidden by the owner: the list of areas; merged into a neighbour's page: that page.
    const { hidden, mergedInto } = content.cityPage(resolved.city.slug);
    if (hidden) throw redirect(href("/service-areas"), 301);
    if (mergedInto) {
      throw redirect(content.cityShown(mergedInto) ? cityPath(mergedInto) : href("/service-areas"), 301);
    }
    const page = getCityPage(resolved.city, content);
    return {
      ...page,
      meta: pageMeta(site, {
        title: page.title,
        description: page.description,
        path: cityPath(page.slug),
        keywords: [
          `painters ${page.name} MN`,
          `house painting ${page.name}`,
          `drywall repair ${page.name}`,
          `interior painting ${page.name}`,
          `exterior painting ${page.name}`,
        ],
        jsonLd: [
          localBusinessJsonLd(site, { areaServed: page.name }),
          breadcrumbJsonLd(site, cityCrumbs(page)),
        ],
      }),
    };
  }
  // A place without a page: the general page, marked missing so it is not indexed.
  const page = getDefaultCityPage(params.slug, resolved.requestedName, resolved.servedCommunity, content);
  return data(
    {
      ...page,
      meta: pageMeta(site, {
        title: page.title,
        description: page.description,
        path: cityPath(page.slug),
        keywords: ["Twin Cities painters", "painting service areas"],
        missing: true,
      }),
    },
    { status: 404 },
  );
}

export const meta = metaFromLoader;
// Every control on this page is the browser's own: it ships no framework scripts (decision 0030).
export const handle = noScriptsHandle;

export default function ServiceArea({ loaderData }: Route.ComponentProps) {
  return <CityPage page={loaderData} />;
}
