/**
 * Values baked into the build (prerendered pages and sitemaps carry them), read
 * from the environment by vite.config.ts at build time. The defaults are
 * placeholders reserved for fiction: set SITE_URL and BOOKING_URL for real use.
 */
export const DEFAULT_SITE_URL = "https://www.advancedpainting.example";
export const DEFAULT_BOOKING_URL = "https://booking.advancedpainting.example/estimate";

export interface BuildConfig {
  siteUrl: string;
  bookingUrl: string;
  /** Third-party reviews widget script; empty when none is configured. */
  reviewsWidgetUrl: string;
}

/** Origin without a trailing slash, e.g. https://www.example.com */
export function normalizeOrigin(url: string): string {
  const parsed = new URL(url);
  return parsed.origin;
}

export function buildConfigFromEnv(env: Record<string, string | undefined>): BuildConfig {
  const config = {
    siteUrl: normalizeOrigin(env.SITE_URL || DEFAULT_SITE_URL),
    bookingUrl: env.BOOKING_URL || DEFAULT_BOOKING_URL,
    reviewsWidgetUrl: env.REVIEWS_WIDGET_URL?.trim() || "",
  };
  reviewsWidgetOrigin(config);
  return config;
}

/**
 * The origin the reviews widget's script comes from, for the CSP (null when
 * no widget is configured). Throws on a URL that is not http(s), so a typo
 * fails the build or the start instead of silently breaking the widget.
 */
export function reviewsWidgetOrigin(config: Pick<BuildConfig, "reviewsWidgetUrl">): string | null {
  if (!config.reviewsWidgetUrl) return null;
  const url = new URL(config.reviewsWidgetUrl);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`REVIEWS_WIDGET_URL must be an http(s) URL (got "${config.reviewsWidgetUrl}")`);
  }
  return url.origin;
}
