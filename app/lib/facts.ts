import type { SiteFacts } from "./schemas/business-profile";

type Claims = Pick<
  SiteFacts["claims"],
  "warrantyYears" | "insuranceCoverage" | "yearsExperience" | "rating" | "reviewCount"
>;

/** A rating as every page writes it: "4.8". */
export function ratingText(rating: number): string {
  return rating.toFixed(1);
}

/** A count as the pages write it: "1,250". */
export function countText(count: number): string {
  return count.toLocaleString("en-US");
}

const factKeys = /\{(warrantyYears|insuranceCoverage|yearsExperience|rating|reviewCount)\}/g;

/**
 * Fixed text (the typed content modules) that quotes a figure the owner
 * edits in the business profile names it as `{warrantyYears}`,
 * `{insuranceCoverage}`, `{yearsExperience}`, `{rating}` or `{reviewCount}`: filled
 * in from the profile, so the page always says what the profile says.
 */
export function fillFacts(text: string, claims: Claims): string {
  return text.replace(factKeys, (_, key: keyof Claims) => {
    if (key === "rating") return ratingText(claims.rating);
    if (key === "reviewCount") return countText(claims.reviewCount);
    return String(claims[key]);
  });
}

/** The same for every string of a piece of fixed content (a list, its objects). */
export function fillFactsIn<T>(value: T, claims: Claims): T {
  if (typeof value === "string") return fillFacts(value, claims) as T;
  if (Array.isArray(value)) return value.map((item) => fillFactsIn(item, claims)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillFactsIn(v, claims)])) as T;
  }
  return value;
}
