import type { SiteFacts } from "./schemas/business-profile";

type Claims = Pick<
  SiteFacts["claims"],
  "warrantyYears" | "insuranceCoverage" | "yearsExperience" | "heroReviewCount"
>;

/**
 * Fixed text (the typed content modules) that quotes a figure the owner
 * edits in the business profile names it as `{warrantyYears}`,
 * `{insuranceCoverage}`, `{yearsExperience}` or `{heroReviewCount}`: filled
 * in from the profile, so the page always says what the profile says.
 */
export function fillFacts(text: string, claims: Claims): string {
  return text.replace(
    /\{(warrantyYears|insuranceCoverage|yearsExperience|heroReviewCount)\}/g,
    (_, key: keyof Claims) => String(claims[key]),
  );
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
