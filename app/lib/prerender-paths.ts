import { otherCityPages, primaryCities } from "../content/cities";
import { services } from "../content/services";
import { blogPaths } from "./blog-paths";
import { thanksPages } from "./form-result";

/** Content pages rendered to HTML at build time. */
export const staticContentPaths = [
  "/",
  "/about",
  "/services",
  "/gallery",
  "/blog",
  "/service-areas",
  "/sitemap",
  "/schedule",
  "/warranty",
  "/careers",
  "/faq",
  "/privacy-policy",
  "/terms-of-service",
] as const;

export function prerenderPaths(): string[] {
  return [
    ...staticContentPaths,
    ...services.map((s) => `/service/${s.id}`),
    ...[...primaryCities, ...otherCityPages].map((city) => `/service-area/${city.slug}`),
    ...blogPaths(),
    // Not in the sitemaps (noindex): only reached after a form post.
    ...Object.values(thanksPages),
  ];
}
