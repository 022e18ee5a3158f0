import { landingFromLocation, readLanding } from "./landing";

/**
 * Sends the page views and the clicks on call, e-mail and booking links to
 * /api/event (app/features/insights/server/events.server.ts). No cookie, no identifier,
 * nothing stored: the visit's first page and where it came from are read from
 * the landing record the forms use (landing.ts), so visits and leads agree.
 * Loaded by page-views.ts, after the page is interactive.
 */

type Kind = "view" | "call" | "email" | "booking";

let bookingHref = "";
let listening = false;

/** A string is sent as text/plain: same-origin, no preflight, and it still goes when the page closes. */
function post(body: string): void {
  if (navigator.sendBeacon?.("/api/event", body)) return;
  fetch("/api/event", { method: "POST", body, keepalive: true }).catch(() => {});
}

function send(kind: Kind, path: string, first = false): void {
  const landing = readLanding() ?? landingFromLocation(location.href, document.referrer);
  post(
    JSON.stringify({
      kind,
      path,
      entry: landing.landingPage || path,
      first,
      ref: landing.referrer,
      src: landing.utm.utm_source ?? "",
      med: landing.utm.utm_medium ?? "",
      camp: landing.utm.utm_campaign ?? "",
    }),
  );
}

function onClick(event: MouseEvent): void {
  if (/^\/admin(\/|$)/.test(location.pathname)) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!link) return;
  // From the attribute: an SVG link's `href` property is not a string (the map's city dots).
  let href: string;
  try {
    href = new URL(link.getAttribute("href") ?? "", location.href).href;
  } catch {
    return;
  }
  const kind: Kind | undefined = href.startsWith("tel:")
    ? "call"
    : href.startsWith("mailto:")
      ? "email"
      : bookingHref && href === bookingHref
        ? "booking"
        : undefined;
  if (kind) send(kind, location.pathname);
}

export function pageView(path: string, first: boolean, bookingUrl: string): void {
  if (!listening) {
    listening = true;
    try {
      bookingHref = bookingUrl ? new URL(bookingUrl).href : "";
    } catch {
      bookingHref = "";
    }
    // Capture: a link's own handler cannot hide the click from the count.
    document.addEventListener("click", onClick, true);
  }
  send("view", path, first);
}

/**
 * The page load's first paint and first byte (FCP, TTFB), read from the
 * browser's own timing entries as web-vitals reads them (from the page's
 * activation, a paint only while the page was shown): the library's code for
 * them stays out of the file the visitor fetches.
 */
function paintAndResponse(): Record<string, number> {
  const figures: Record<string, number> = {};
  const navigation = performance.getEntriesByType("navigation")[0] as
    | (PerformanceNavigationTiming & { activationStart?: number })
    | undefined;
  const activation = navigation?.activationStart ?? 0;
  if (navigation && navigation.responseStart > 0)
    figures.ttfb = Math.max(navigation.responseStart - activation, 0);
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const hiddenFirst = performance
    .getEntriesByType("visibility-state")
    .some((entry) => entry.name === "hidden" && paint && entry.startTime < paint.startTime);
  if (paint && !hiddenFirst) figures.fcp = Math.max(paint.startTime - activation, 0);
  return figures;
}

/**
 * This page load's speed (Web Vitals: LCP, INP, CLS, FCP, TTFB), measured by
 * the web-vitals library for LCP, INP and CLS (its own file, fetched now:
 * after the page became interactive and the browser was idle) and sent in one
 * beacon when the page is hidden (the visitor leaves, closes or switches
 * away). Each measure is sent once: the value it had when the page was first
 * hidden. The figures belong to the page that was loaded (`path`); after a
 * return from the back-forward cache, to the page shown again.
 */
export function watchVitals(path: string): void {
  let page = path;
  const waiting: Record<string, number> = paintAndResponse();
  const seen = new Set<string>();
  const keep = (metric: { id: string; name: string; value: number }) => {
    if (seen.has(metric.id)) return;
    seen.add(metric.id);
    waiting[metric.name.toLowerCase()] = metric.value;
  };
  // Only the three functions used: the rest of the library is not in the file.
  import("./vitals-library").then(
    ({ onCLS, onINP, onLCP }) => {
      for (const on of [onLCP, onINP, onCLS]) on(keep);
    },
    () => {},
  );
  // On the document: web-vitals listens on the window in the capture phase, so it has reported first.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden" || Object.keys(waiting).length === 0) return;
    post(JSON.stringify({ kind: "vitals", path: page, vw: Math.round(innerWidth), ...waiting }));
    for (const name of Object.keys(waiting)) delete waiting[name];
  });
  addEventListener("pageshow", (event) => {
    if (event.persisted) page = location.pathname;
  });
}
