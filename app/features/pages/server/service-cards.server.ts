import type { ShownService } from "~/features/content/index.server";
import type { ServiceCardData } from "~/features/pages/service-card-data";
import { type FactSource, fillFactsIn } from "~/lib/facts";
import { contentIcon } from "./content-icons.server";

/** The cards of these services, with only the icons and pictures they show, quoting the profile's figures. */
export function serviceCards(services: readonly ShownService[], site: FactSource): ServiceCardData[] {
  return services.map((s) => ({
    id: s.id,
    title: s.title,
    description: fillFactsIn(s.description, site),
    imageAlt: s.imageAlt,
    icon: contentIcon(s.icon),
    features: fillFactsIn(s.features, site),
    image: s.image,
  }));
}
