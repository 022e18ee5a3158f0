import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { cityNameFromSlug } from "~/lib/city-name";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/service-area";

export function loader({ params }: Route.LoaderArgs) {
  const cityName = cityNameFromSlug(params.slug) || "Your Area";
  return {
    cityName,
    meta: pageMeta({
      title: `Painting in ${cityName}, MN`,
      description: `Painting and drywall services in ${cityName}, Minnesota.`,
      path: `/service-area/${params.slug}`,
    }),
  };
}

export const meta = metaFromLoader;

export default function ServiceArea({ loaderData }: Route.ComponentProps) {
  return (
    <SimplePage title={`Painting in ${loaderData.cityName}`}>
      <ContactLine />
    </SimplePage>
  );
}
