import { data, href, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { getContent } from "~/features/content/server/content-runtime.server";
import {
  SERVICE_IMAGE_SIZES,
  ServiceDetailPage,
  ServiceNotFound,
} from "~/features/pages/components/services/service-detail-page";
import { serviceCards } from "~/features/pages/server/service-cards.server";
import { fillFacts, fillFactsIn } from "~/lib/facts";
import { preloadImage } from "~/lib/image-variants";
import { noScriptsHandle } from "~/lib/page-scripts";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta, serviceJsonLd } from "~/lib/seo";
import type { Route } from "./+types/service-detail";

export async function loader({ params }: Route.LoaderArgs) {
  const { site, services } = await getContent();
  // A service the owner hid leads to the list of those he offers.
  if (services.hidden.has(params.serviceSlug)) throw redirect(href("/services"), 301);
  const service = services.shown.find((s) => s.id === params.serviceSlug);
  if (!service) throw data(null, { status: 404 });
  const path = href("/service/:serviceSlug", { serviceSlug: service.id });
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services" },
    { name: service.title, path },
  ];
  const [{ image, ...card }] = serviceCards([service], site) as [ReturnType<typeof serviceCards>[number]];
  const description = fillFacts(service.seoDescription || service.description, site);
  return {
    service: card,
    image,
    detail: fillFactsIn(service.detail, site),
    price: service.price,
    crumbs,
    related: services.shown
      .filter((s) => s.id !== service.id)
      .slice(0, 3)
      .map((s) => ({ id: s.id, title: s.title })),
    meta: [
      ...pageMeta(site, {
        title: fillFacts(service.seoTitle, site) || `${service.title} in the Twin Cities`,
        description,
        path,
        keywords: [service.title.toLowerCase(), `${service.title.toLowerCase()} Shoreview MN`, "Twin Cities"],
        jsonLd: [
          serviceJsonLd(site, {
            title: service.title,
            description: card.description,
            path,
            priceRange: service.priceRange,
          }),
          breadcrumbJsonLd(site, crumbs),
        ],
      }),
      preloadImage(image, "card", SERVICE_IMAGE_SIZES),
    ],
  };
}

/** A missing service has no loader data: its own title, and kept out of search results. */
export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? metaFromLoader(args)
    : [
        { title: `Service Not Found | ${args.matches[0].loaderData.site.business.name}` },
        { name: "robots", content: "noindex, nofollow" },
      ];
export const handle = noScriptsHandle; // no framework scripts: decision 0030

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  return <ServiceDetailPage data={loaderData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Only a missing service is this page's to explain; anything else goes to the app's boundary.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <ServiceNotFound />;
}
