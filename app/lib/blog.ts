/** Blog facts shared by the server and the pages (spec 000 §3, §9). */

export const blogCategories = [
  "Local Services",
  "Interior Painting",
  "Exterior Painting",
  "Commercial Painting",
  "Cabinet Refinishing",
  "Home Improvement",
  "Exterior Maintenance",
  "Kitchen Design",
  "Drywall Services",
  "Color Design",
  "Hiring Guides",
] as const;

export type BlogCategory = (typeof blogCategories)[number];

export const blogPageSize = 6;
export const relatedArticlesMax = 3;
export const alsoLikeMax = 2;
export const relatedServicesMax = 3;

/** /blog/category/{category lowercased, spaces replaced by hyphens}. */
export function blogCategorySlug(category: string): string {
  return category.toLowerCase().replace(/\s+/g, "-");
}

export function blogCategoryPath(category: string): string {
  return `/blog/category/${blogCategorySlug(category)}`;
}

export function blogTagPath(tag: string): string {
  return `/blog/tag/${encodeURIComponent(tag)}`;
}

/** "2025-04-03" -> "April 3, 2025" (the spec's MMMM d, yyyy), independent of the time zone. */
export function formatPostDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const months = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  return `${months[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** A tag as words: "minnesota-winter" -> "minnesota winter". */
export function tagLabel(tag: string): string {
  return tag.replace(/-/g, " ");
}
