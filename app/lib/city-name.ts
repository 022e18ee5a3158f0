/**
 * City names and URL slugs for /service-area/{slug}.
 *
 * A slug is lower case words joined by hyphens ("white-bear-lake"). Names turn
 * into slugs by dropping punctuation ("St. Paul" -> "st-paul"); a slug turns
 * back into a readable name for cities we have no page for.
 */

import { slugify } from "./slugify";

/** Longest slug we will turn into a name; anything longer is not a town. */
export const MAX_CITY_SLUG_LENGTH = 40;
const MAX_CITY_WORDS = 5;

/** Small words that stay lower case inside a place name ("Marine on St. Croix"). */
const lowerCaseWords = new Set(["on", "of", "the", "in", "and"]);

/** Whether a slug has the shape of a place name: short, lower case words and hyphens. */
export function isPlausibleCitySlug(slug: string): boolean {
  if (slug.length === 0 || slug.length > MAX_CITY_SLUG_LENGTH) return false;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return false;
  if (!/[a-z]/.test(slug)) return false;
  return slug.split("-").length <= MAX_CITY_WORDS;
}

/**
 * "white-bear-lake" -> "White Bear Lake", "st-paul" -> "St. Paul",
 * "marine-on-st-croix" -> "Marine on St. Croix". Returns "" for a slug that
 * does not look like a place name, so a made-up address never puts arbitrary
 * text in a heading.
 */
export function cityNameFromSlug(slug: string): string {
  const normalized = slug.trim().toLowerCase();
  if (!isPlausibleCitySlug(normalized)) return "";
  return normalized
    .split("-")
    .map((word, i) => {
      if (word === "st") return "St.";
      if (word === "mt") return "Mt.";
      if (i > 0 && lowerCaseWords.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(" ");
}

/**
 * The form a visitor's slug would take on our own links: lower case, with
 * "saint-" written "st-" as the city pages spell it. Used to send
 * "/service-area/Saint-Paul" to "/service-area/st-paul".
 */
export function normalizeCitySlug(slug: string): string {
  return slugify(slug).replace(/(^|-)saint(?=-)/g, "$1st");
}
