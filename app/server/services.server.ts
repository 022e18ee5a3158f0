import type { Service } from "~/content/types";
import { fillFactsIn } from "~/lib/facts";
import type { SiteFacts } from "~/lib/schemas/business-profile";
import type { ServiceCardData } from "~/lib/services";
import { contentIcon } from "./content-icons.server";
import { getImage } from "./images.server";

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
