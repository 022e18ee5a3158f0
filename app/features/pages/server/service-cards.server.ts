import { getImage } from "~/features/media/index.server";
import type { ServiceCardData } from "~/features/pages/service-card-data";
import { type FactSource, fillFactsIn } from "~/lib/facts";
import type { Service } from "~/seed/types";
import { contentIcon } from "./content-icons.server";

/** The cards of these services, with only the icons and pictures they show, quoting the profile's figures. */
export function serviceCards(services: readonly Service[], site: FactSource): ServiceCardData[] {
  return services.map((s) => ({
    id: s.id,
    title: s.title,
    description: s.description,
    imageAlt: s.imageAlt,
    icon: contentIcon(s.icon),
    features: fillFactsIn(s.features, site),
    image: getImage(s.image),
  }));
}
