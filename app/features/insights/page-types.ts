/**
 * The kinds of public page the owner's Insights tells apart (the speed
 * panel groups real visitors' measures by them). Every public page of
 * app/routes.ts is one of these; any other path is not a page of the site.
 */

export const pageTypes = ["home", "service", "city", "blog", "gallery", "forms", "other"] as const;
export type PageType = (typeof pageTypes)[number];

export const pageTypeNames: Record<PageType, string> = {
  home: "Home page",
  service: "Service pages",
  city: "City pages",
  blog: "Blog",
  gallery: "Gallery",
  forms: "Contact and forms",
  other: "Other pages",
};

/** One segment of an address (a post, a tag, a city): no query, fragment, space or backslash. */
const slug = "[^/\\s?#\\\\]+";

/** First match wins; the public routes (app/routes.ts, under the site's layout). */
const patterns: [PageType, RegExp][] = [
  ["home", /^\/$/],
  ["service", new RegExp(`^/(services|service/${slug})$`)],
  ["city", new RegExp(`^/(service-areas|service-area/${slug})$`)],
  ["blog", new RegExp(`^/blog(/category/${slug}|/tag/${slug}|/${slug})?$`)],
  ["gallery", /^\/gallery$/],
  ["forms", /^\/(contact|contact\/thank-you|schedule|nominate|nominate\/thank-you)$/],
  ["other", /^\/(about|sitemap|warranty|careers|faq|privacy-policy|terms-of-service|search)$/],
];

/** The kind of page a path is (a trailing slash aside), or undefined for a path that is no public page. */
export function pageTypeOf(path: string): PageType | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/$/, "") : path;
  return patterns.find(([, pattern]) => pattern.test(trimmed))?.[0];
}
