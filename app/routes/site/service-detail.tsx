import { data, href, isRouteErrorResponse, useRouteError } from "react-router";
import { getContent } from "~/features/content/server/content-runtime.server";
import {
  SERVICE_IMAGE_SIZES,
  ServiceDetailPage,
  ServiceNotFound,
} from "~/features/pages/components/services/service-detail-page";
import { serviceCards } from "~/features/pages/server/service-cards.server";
import { fillFactsIn } from "~/lib/facts";
import { preloadImage } from "~/lib/image-variants";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd, pageMeta, serviceJsonLd } from "~/lib/seo";
import { genericServiceDetail, serviceDetails, services } from "~/seed/services";
import type { Route } from "./+types/service-detail";

export async function loader({ params }: Route.LoaderArgs) {
  const { site } = await getContent();
  const service = services.find((s) => s.id === params.serviceSlug);
  if (!service) throw data(null, { status: 404 });
  const path = href("/service/:serviceSlug", { serviceSlug: service.id });
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services" },
    { name: service.title, path },
  ];
  const [{ image, ...card }] = serviceCards([service], site) as [ReturnType<typeof serviceCards>[number]];
  return {
    service: card,
    image,
    detail: fillFactsIn(serviceDetails[service.id] ?? genericServiceDetail, site),
    crumbs,
    related: services
      .filter((s) => s.id !== service.id)
      .slice(0, 3)
      .map((s) => ({ id: s.id, title: s.title })),
    meta: [
      ...pageMeta(site, {
        title: `${service.title} in the Twin Cities`,
        description: service.description,
        path,
        keywords: [service.title.toLowerCase(), `${service.title.toLowerCase()} Shoreview MN`, "Twin Cities"],
        jsonLd: [
          serviceJsonLd(site, { title: service.title, description: service.description, path }),
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

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  return <ServiceDetailPage data={loaderData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Only a missing service is this page's to explain; anything else goes to the app's boundary.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <ServiceNotFound />;
}
