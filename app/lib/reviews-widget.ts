/** Fallback for browsers without requestIdleCallback (ms). */
const IDLE_FALLBACK_MS = 2000;

/** Marks the place of the third-party reviews widget; its value is the widget script's address. */
export const REVIEWS_WIDGET_ATTRIBUTE = "data-reviews-widget";

/**
 * Adds the third-party reviews widget's script (REVIEWS_WIDGET_URL) to its
 * place once the page is idle, so it never delays the first render. Plain
 * DOM, no framework: a page without React runs it from its load-time file
 * (load-behaviours.ts), a page React draws from its effect. Its host is
 * allowed by the page's policy (security-headers.ts). Returns what cancels it.
 */
export function loadReviewsWidget(host: HTMLElement): () => void {
  const url = host.getAttribute(REVIEWS_WIDGET_ATTRIBUTE);
  if (!url || host.dataset.widgetLoading) return () => {};
  const load = () => {
    host.dataset.widgetLoading = "true";
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    host.appendChild(script);
  };
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(load, { timeout: IDLE_FALLBACK_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(load, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}
