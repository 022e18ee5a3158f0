/** Blog facts shared by the server and the pages (spec 000 §3, §9). */

import { href } from "react-router";
import type { ImageRef } from "./image-variants";
import { slugify } from "./slugify";

/** What a post card shows: list pages send no article bodies to the browser. */
export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  category: string;
  readingMinutes: number;
  image: ImageRef;
  imageAlt: string;
}

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

export const blogPageSize = 6;
export const relatedArticlesMax = 3;
export const alsoLikeMax = 2;
export const relatedServicesMax = 3;
/** The displayed width of a post's hero image (max height 600px, spec 000 §9). */
export const POST_HERO_SIZES = "(min-width: 1152px) 768px, (min-width: 1024px) calc(100vw - 384px), 100vw";

/** /blog/category/{category lowercased, spaces replaced by hyphens}. */
export function blogCategorySlug(category: string): string {
  return slugify(category);
}

export function blogCategoryPath(category: string): string {
  return href("/blog/category/:category", { category: blogCategorySlug(category) });
}

export function blogTagPath(tag: string): string {
  return href("/blog/tag/:tag", { tag });
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
