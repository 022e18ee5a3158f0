import type { IconData } from "~/lib/icons";
import type { ImageRef } from "~/lib/image-variants";

/** What a service card shows: the service with its picture and icon drawing (from the loader). */
export interface ServiceCardData {
  /** Its address, /service/{id}. */
  id: string;
  title: string;
  description: string;
  imageAlt: string;
  /** "What's Included": six short points. */
  features: string[];
  image: ImageRef;
  icon: IconData;
}
