import { visitBeganHere } from "./landing";

/**
 * Counts page views and the page load's speed for the owner's Insights,
 * without delaying a page: the counting code (measure.ts, its own small file,
 * which fetches web-vitals in turn) is fetched once the browser is idle after
 * the page became interactive. Nothing is loaded or sent when
 * the visitor asked not to be tracked, nor on the admin's pages.
 */

type Measure = typeof import("./measure");
let measure: Promise<Measure> | undefined;
let firstView = true;
/** The page the load's own count (visit.ts) counted, until the router's first count of it is skipped. */
let countedAtLoad: string | undefined;

/** Do Not Track or Global Privacy Control. */
function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: 4000 });
    else setTimeout(resolve, 1500);
  });
}

/**
 * Called on the first page and on every move to another page (path only):
 * `load` by the page load's own count (visit.ts), `move` by the router, on
 * its first render (the same page, counted once) and at each move.
 */
export function countPageView(path: string, bookingUrl: string, from: "load" | "move" = "move"): void {
  if (from === "load") {
    // The page's script ran first and counted it.
    if (!firstView) return;
    countedAtLoad = path;
  } else if (countedAtLoad !== undefined) {
    const same = countedAtLoad === path;
    countedAtLoad = undefined;
    if (same) return;
  }
  // Only the first view of the page load that began the visit counts as a visit.
  const pageLoad = firstView;
  const first = firstView && visitBeganHere();
  firstView = false;
  if (/^\/admin(\/|\.|$)/.test(path) || optedOut()) return;
  measure ??= whenIdle().then(() => import("./measure"));
  measure.then(
    (module) => {
      module.pageView(path, first, bookingUrl);
      // The speed measures are the page load's: watched from its first page only.
      if (pageLoad) module.watchVitals(path);
    },
    () => {
      // The file could not be fetched (offline): try again on the next page.
      measure = undefined;
    },
  );
}
