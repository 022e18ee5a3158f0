import type { Service } from "~/content/types";
import type { IconData } from "./icons";
import type { ImageRef } from "./image-variants";

/** What a service card shows: the service with its picture and icon drawing (from the loader). */
export interface ServiceCardData
  extends Pick<Service, "id" | "title" | "description" | "imageAlt" | "features"> {
  image: ImageRef;
  icon: IconData;
}
