import { ContactLine } from "~/components/layout/contact-line";
import { SimplePage } from "~/components/layout/simple-page";
import { cityNameFromSlug } from "~/lib/city-name";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/service-area";

export function loader({ params }: Route.LoaderArgs) {
  return { slug: params.slug, cityName: cityNameFromSlug(params.slug) || "Your Area" };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: `Painting in ${loaderData.cityName}, MN`,
    description: `Painting and drywall services in ${loaderData.cityName}, Minnesota.`,
    path: `/service-area/${loaderData.slug}`,
  });

export default function ServiceArea({ loaderData }: Route.ComponentProps) {
  return (
    <SimplePage title={`Painting in ${loaderData.cityName}`}>
      <ContactLine />
    </SimplePage>
  );
}
