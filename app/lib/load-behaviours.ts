/**
 * The specification's behaviours that must run when a public page loads,
 * where most pages ship no React (decision 0030) and the others' may be slow
 * to arrive (0031). The page's visit file (app/features/insights/visit.ts) runs
 * them once the page has painted; none of them needs React. Once React runs,
 * the pages' own hooks take over (a move to another page inside the site).
 */

import { startFrameBehaviours } from "./frame-behaviours";
import { pageHasNoScripts } from "./page-scripts";
import { revealOnScroll } from "./reveal";
import { loadReviewsWidget, REVIEWS_WIDGET_ATTRIBUTE } from "./reviews-widget";

const root = () => document.documentElement;
const hydrated = () => root().dataset.hydrated === "true";

/** The element id a URL hash points at ("" when none). */
export function idFromHash(hash: string): string {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!raw) return "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

let homeCheck: Promise<void> | undefined;

/**
 * The home page counts as loaded once a background check of robots.txt
 * settles, either way (spec 000 §4, §7); only then is smooth scrolling turned
 * on. Checked once a page load: the page's hook asks again after a move back
 * to the home page, once `forgetHomeLoaded` has run.
 */
export function markHomeLoaded(): Promise<void> {
  homeCheck ??= fetch("/robots.txt", { cache: "no-store" })
    .then(
      () => undefined,
      () => undefined,
    )
    .then(() => {
      root().classList.add("smooth-scroll");
      root().dataset.homeLoaded = "true";
    });
  return homeCheck;
}

/** Leaving the home page inside the site: smooth scrolling off until the next check. */
export function forgetHomeLoaded(): void {
  homeCheck = undefined;
  root().classList.remove("smooth-scroll");
  delete root().dataset.homeLoaded;
}

/** Scrolls smoothly to the element the hash names (an instant jump for reduced motion). */
export function scrollToHash(hash: string): void {
  const id = idFromHash(hash);
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
}

/**
 * A link marked `data-replace` (the blog's filters and pages: spec 000 §2,
 * "the URL is replaced rather than pushed") tapped before React runs loads
 * its page in place of this one in the history, as React Router's own link
 * does once it runs.
 */
function replaceOnClick(event: MouseEvent) {
  if (hydrated() || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.("a[data-replace]");
  if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== location.origin) return;
  event.preventDefault();
  location.replace(link.href);
}

/**
 * A before-and-after picture's divider (components/media/compare-slider.tsx)
 * on a page without React: the native range input moves it.
 */
function moveCompareDivider(event: Event) {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.matches("[data-compare-range]")) return;
  const split = input.valueAsNumber;
  input.closest<HTMLElement>("[data-compare]")?.style.setProperty("--split", `${split}%`);
  input.setAttribute("aria-valuetext", `${split}% before, ${100 - split}% after`);
}

/** Starts the page's load-time behaviours, as its markup asks for them. */
export function startLoadBehaviours(): void {
  startFrameBehaviours();
  if (pageHasNoScripts()) {
    // What React's hooks do on its pages, done here on a page that has none.
    revealOnScroll();
    document.addEventListener("input", moveCompareDivider);
    for (const host of document.querySelectorAll<HTMLElement>(`[${REVIEWS_WIDGET_ATTRIBUTE}]`)) {
      loadReviewsWidget(host);
    }
  }
  if (document.querySelector("[data-robots-check]")) void markHomeLoaded();
  if (document.querySelector("[data-hash-scroll]")) {
    // Spec 000 §2 (/services): on load and on each hash change, until the page's own hook runs.
    scrollToHash(location.hash);
    root().dataset.hashScrolled = location.hash;
    addEventListener("hashchange", () => {
      if (!hydrated()) scrollToHash(location.hash);
    });
  }
  document.addEventListener("click", replaceOnClick);
  // Said on the page, for anyone checking what ran without React (the browser tests).
  root().dataset.loadBehaviours = "on";
}
