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
 * This page load's speed (Web Vitals), watched by the beacon's own file
 * (vitals-beacon.ts, fetched now: after the page became interactive and the
 * browser was idle) and sent in one beacon when the page is hidden.
 */
export function watchVitals(path: string): void {
  import("./vitals-beacon").then(
    (beacon) => beacon.watchVitals(path, post),
    () => {},
  );
}
