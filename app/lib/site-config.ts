/**
 * The site's own address and the third-party reviews widget, read from the
 * environment when the server starts (SITE_URL, REVIEWS_WIDGET_URL). The
 * defaults are placeholders reserved for fiction: set SITE_URL for real use.
 */
export const DEFAULT_SITE_URL = "https://www.advancedpainting.example";
/** The booking page a fresh install's business profile starts with (BOOKING_URL overrides it). */
export const DEFAULT_BOOKING_URL = "https://booking.advancedpainting.example/estimate";

/** Origin without a trailing slash, e.g. https://www.example.com */
export function normalizeOrigin(url: string): string {
  return new URL(url).origin;
}

/**
 * The origin the reviews widget's script comes from, for the CSP (null when
 * no widget is configured). Throws on a URL that is not http(s), so a typo
 * fails the start instead of silently breaking the widget.
 */
export function reviewsWidgetOrigin(widgetUrl: string): string | null {
  if (!widgetUrl) return null;
  const url = new URL(widgetUrl);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`REVIEWS_WIDGET_URL must be an http(s) URL (got "${widgetUrl}")`);
  }
  return url.origin;
}
