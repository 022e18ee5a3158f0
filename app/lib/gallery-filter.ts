/** The gallery's filter state (spec 000 §4): a category ("All" by default) and free search text. */

export interface FilterableGalleryItem {
  title: string;
  category: string;
}

export const allCategory = "All";

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
