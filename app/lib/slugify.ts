/** A web address segment from a name: lowercase words joined by hyphens. */
// "Paint Colors for Small Rooms!" -> "paint-colors-for-small-rooms"
export function slugify(title: string): string {
  return (
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      // "Don't" is one word, "St. Paul" two.
      .replace(/['’]/g, "")
      .replace(/\./g, " ")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 100)
      .replace(/-+$/, "")
  );
}
