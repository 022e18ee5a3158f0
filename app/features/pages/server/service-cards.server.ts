import { getImage } from "~/features/media/index.server";
import type { ServiceCardData } from "~/features/pages/service-card-data";
import { fillFactsIn } from "~/lib/facts";
import type { SiteFacts } from "~/lib/schemas/business-profile";
import type { Service } from "~/seed/types";
import { contentIcon } from "./content-icons.server";

/** The cards of these services, with only the icons and pictures they show, quoting the profile's figures. */
export function serviceCards(services: readonly Service[], claims: SiteFacts["claims"]): ServiceCardData[] {
  return services.map((s) => ({
    id: s.id,
    title: s.title,
    description: s.description,
    imageAlt: s.imageAlt,
    icon: contentIcon(s.icon),
    features: fillFactsIn(s.features, claims),
    image: getImage(s.image),
  }));
}
