/** The gallery's filter state (spec 000 §4): a category ("All" by default) and free search text. */

import { allCategory } from "~/seed/gallery-categories";

export interface FilterableGalleryItem {
  title: string;
  category: string;
}

/**
 * Items of the chosen category whose title or category contains the search
 * text, ignoring case and surrounding spaces.
 */
export function filterGallery<T extends FilterableGalleryItem>(
  items: T[],
  category: string,
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  return items.filter(
    (item) =>
      (category === allCategory || item.category === category) &&
      (needle === "" ||
        item.title.toLowerCase().includes(needle) ||
        item.category.toLowerCase().includes(needle)),
  );
}

/** The message for an empty result (spec 000 §8). */
export function galleryEmptyMessage(query: string): string {
  return query.trim() === ""
    ? "No projects found in this category."
    : "No projects found matching your search.";
}

/** Cards shown at first and added by each "Show more projects". */
export const galleryPageSize = 24;

/**
 * How many cards `?show=` asks for: a whole number of pages, at least one.
 * Anything unreadable means the first page.
 */
export function galleryShowCount(value: string | null | undefined): number {
  const asked = Number.parseInt(value ?? "", 10);
  if (!Number.isFinite(asked) || asked <= galleryPageSize) return galleryPageSize;
  // Capped so a hand-made address cannot ask the server for a huge page.
  return Math.min(Math.ceil(asked / galleryPageSize), 50) * galleryPageSize;
}

/** The gallery's address for a view: category slug, search text and how many cards show. */
export function galleryHref(categorySlug: string, query: string, show = galleryPageSize): string {
  const params = new URLSearchParams();
  if (categorySlug) params.set("category", categorySlug);
  if (query) params.set("q", query);
  if (show > galleryPageSize) params.set("show", String(show));
  const search = params.toString();
  return search ? `/gallery?${search}` : "/gallery";
}

/** "Show more projects" without JavaScript: the address of the next page, landing on its first card. */
export function galleryMoreHref(categorySlug: string, query: string, show: number): string {
  return `${galleryHref(categorySlug, query, show + galleryPageSize)}#gallery-card-${show + 1}`;
}

/**
 * Spec 000 §9: a card's picture is fetched once a tenth of the card has come within 200px of the
 * screen. This holds for the cards the page adds as the visitor scrolls; the server's cards leave
 * it to the browser's own lazy loading, which works before the scripts run and without them.
 */
export const galleryLazyLoad = { rootMargin: "200px", threshold: 0.1 } as const;

/**
 * The next cards come by themselves once "Show more projects" is within the same 200px below the
 * screen, or anywhere above it: a jump to the page's end (End, a dragged scroll bar) goes past it
 * in one step, without it ever being near. The top margin is far taller than any page.
 */
export const galleryMoreMargin = `1000000px 0px ${galleryLazyLoad.rootMargin} 0px`;
