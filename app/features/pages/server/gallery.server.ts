import type { GalleryProject } from "~/features/content/index.server";
import type { ImageRef } from "~/lib/image-variants";
import { galleryCategories, galleryCategorySlug } from "~/seed/gallery";
import { allCategory } from "~/seed/gallery-categories";

export interface GalleryCard {
  key: string;
  title: string;
  category: string;
  alt: string;
  image: ImageRef;
  /** The job before the work: the card compares the two. */
  before: { image: ImageRef; alt: string } | null;
}

export interface GalleryCategoryOption {
  name: string;
  /** The value in ?category=; "" for All. */
  slug: string;
}

/** What a card shows of each project (no city or colour: the search index has those). */
export function galleryCards(projects: readonly GalleryProject[]): GalleryCard[] {
  return projects.map((project) => ({
    key: project.id,
    title: project.title,
    category: project.category,
    alt: project.alt,
    image: project.image,
    before: project.before,
  }));
}

export function galleryCategoryOptions(): GalleryCategoryOption[] {
  return galleryCategories.map((name) => ({
    name,
    slug: name === allCategory ? "" : galleryCategorySlug(name),
  }));
}
