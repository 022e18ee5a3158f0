import { data } from "react-router";
import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { services } from "~/content/services";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/service-detail";

export function loader({ params }: Route.LoaderArgs) {
  const service = services.find((s) => s.id === params.serviceSlug);
  if (!service) throw data(null, { status: 404 });
  return {
    service: { id: service.id, title: service.title, description: service.description },
    meta: pageMeta({
      title: service.title,
      description: service.description,
      path: `/service/${service.id}`,
    }),
  };
}

export const meta = metaFromLoader;

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  return (
    <SimplePage title={loaderData.service.title} lead={loaderData.service.description}>
      <ContactLine />
    </SimplePage>
  );
}
