import { galleryCategories, galleryCategorySlug, galleryItems } from "~/content/gallery";
import { allCategory } from "~/lib/gallery-filter";
import type { ImageRef } from "~/lib/image-variants";
import { getImage } from "./images.server";

export interface GalleryCard {
  /** Category + id: ids repeat across categories. */
  key: string;
  title: string;
  category: string;
  alt: string;
  image: ImageRef;
}

export interface GalleryCategoryOption {
  name: string;
  /** The value in ?category=; "" for All. */
  slug: string;
}

export function galleryCards(): GalleryCard[] {
  return galleryItems.map((item) => ({
    key: `${galleryCategorySlug(item.category)}-${item.id}`,
    title: item.title,
    category: item.category,
    alt: item.alt,
    image: getImage(item.image),
  }));
}

export function galleryCategoryOptions(): GalleryCategoryOption[] {
  return galleryCategories.map((name) => ({
    name,
    slug: name === allCategory ? "" : galleryCategorySlug(name),
  }));
}
