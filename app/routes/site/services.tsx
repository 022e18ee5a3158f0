import { getContent } from "~/features/content/server/content-runtime.server";
import { getImage } from "~/features/media/server/seed-images.server";
import { SERVICES_HERO_SIZES, ServicesPage } from "~/features/pages/components/services/services-page";
import { serviceCards } from "~/features/pages/server/service-cards.server";
import { fillFactsIn, placedFigures } from "~/lib/facts";
import { preloadImage } from "~/lib/image-variants";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { closingCta, credentials, exteriorHero, servicesProcess } from "~/seed/services-page";
import type { Route } from "./+types/services";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
];

export async function loader() {
  const { site, services } = await getContent();
  const hero = getImage("heroes/services");
  return {
    hero,
    crumbs,
    services: serviceCards(services.shown, site),
    // Text the page shows, sent as data rather than bundled into its script.
    content: fillFactsIn(
      { closingCta, credentials, exteriorHero, servicesProcess },
      site,
      placedFigures(site, "services"),
    ),
    meta: [
      ...pageMeta(site, {
        title: "Painting & Drywall Services",
        description:
          "Interior and exterior painting, commercial painting, floor coatings, drywall installation and repair, cabinet refinishing and texture work across the Twin Cities.",
        path: "/services",
        keywords: [
          "painting services",
          "drywall services",
          "cabinet refinishing",
          "exterior painting Vadnais Heights",
        ],
        jsonLd: [breadcrumbJsonLd(site, crumbs)],
      }),
      preloadImage(hero, "hero", SERVICES_HERO_SIZES),
    ],
  };
}

export const meta = metaFromLoader;
// Every control on this page is the browser's own: it ships no framework scripts (decision 0030).
export const handle = noScriptsHandle;

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesPage data={loaderData} />;
}
