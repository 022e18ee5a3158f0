import type { IconData } from "~/lib/icons";
import type { ImageRef } from "~/lib/image-variants";
import type { Service } from "~/seed/types";

/** What a service card shows: the service with its picture and icon drawing (from the loader). */
export interface ServiceCardData
  extends Pick<Service, "id" | "title" | "description" | "imageAlt" | "features"> {
  image: ImageRef;
  icon: IconData;
}
