import { onINP } from "web-vitals";
import { HELD_TAP_MEASURE } from "~/lib/held-tap";

/**
 * This page load's speed, the five Web Vitals, sent in one beacon when the
 * page is hidden (the visitor leaves, closes or switches away): its own file,
 * fetched by the counting script once the page is idle, so that all it costs
 * a page is this file (at most 3 KB gzip, decision 0019).
 *
 * INP, the one that needs real care (interactions grouped, the worst but one
 * in fifty), is the web-vitals library's `onINP`. LCP, CLS, FCP and TTFB are
 * read here from the browser's own entries as the library reads them, each
 * counted from the page's activation and only while the page was shown: the
 * library's code for them would double the file. A browser test holds the
 * figures to the library's own (tests/e2e/insights.spec.ts).
 *
 * Each measure is sent once: the value it had when the page was first
 * hidden. The figures belong to the page that was loaded (`path`); after a
 * return from the back-forward cache, to the page shown again.
 */

type Figures = Record<string, number>;
type Navigation = PerformanceNavigationTiming & { activationStart?: number };
type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };

const activation = () =>
  (performance.getEntriesByType("navigation")[0] as Navigation | undefined)?.activationStart ?? 0;

/** When the page was first hidden: Infinity while it has been shown throughout. */
let hiddenAt = Number.POSITIVE_INFINITY;
const hiddenSince = () => hiddenAt;

/** Keeps the moment the page is first hidden, from what the browser recorded before this file came. */
function watchHiding(): void {
  const earlier = performance.getEntriesByType("visibility-state").find((entry) => entry.name === "hidden");
  hiddenAt = document.visibilityState === "hidden" ? 0 : (earlier?.startTime ?? Number.POSITIVE_INFINITY);
  // On the window in the capture phase: known before the beacon's own listener runs.
  addEventListener(
    "visibilitychange",
    (event) => {
      if (document.visibilityState === "hidden") hiddenAt = Math.min(hiddenAt, event.timeStamp);
    },
    true,
  );
}

/** An observer of one kind of entry, the ones already there included; none where the browser has no such entry. */
function observe(
  type: string,
  handle: (entries: PerformanceEntry[]) => void,
): PerformanceObserver | undefined {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return undefined;
  const observer = new PerformanceObserver((list) => handle(list.getEntries()));
  observer.observe({ type, buffered: true });
  return observer;
}

/** First byte and first paint: one entry each, there from the start. */
function responseAndPaint(figures: Figures): void {
  const navigation = performance.getEntriesByType("navigation")[0] as Navigation | undefined;
  if (navigation && navigation.responseStart > 0) {
    figures.ttfb = Math.max(navigation.responseStart - activation(), 0);
  }
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  if (paint && paint.startTime < hiddenSince()) figures.fcp = Math.max(paint.startTime - activation(), 0);
}

/** The largest paint until the visitor first types or taps (later paints are his doing), or the page is hidden. */
function largestPaint(figures: Figures): () => void {
  let open = true;
  const observer = observe("largest-contentful-paint", (entries) => {
    const last = entries.at(-1);
    if (open && last && last.startTime < hiddenSince()) {
      figures.lcp = Math.max(last.startTime - activation(), 0);
    }
  });
  const stop = () => {
    if (!open || !observer) return;
    const pending = observer.takeRecords().at(-1);
    if (pending && pending.startTime < hiddenSince())
      figures.lcp = Math.max(pending.startTime - activation(), 0);
    open = false;
    observer.disconnect();
  };
  for (const type of ["keydown", "click"])
    addEventListener(type, () => setTimeout(stop, 0), { capture: true, once: true });
  return stop;
}

/**
 * Layout shifts not caused by the visitor, in windows of at most five seconds
 * with gaps under one: the largest window's sum. Zero once the page has
 * painted, when nothing moved.
 */
function layoutShifts(figures: Figures): () => void {
  let windowSum = 0;
  let windowStart = 0;
  let previous = 0;
  const add = (entries: PerformanceEntry[]) => {
    for (const entry of entries as Shift[]) {
      if (entry.hadRecentInput) continue;
      if (windowSum > 0 && entry.startTime - previous < 1000 && entry.startTime - windowStart < 5000) {
        windowSum += entry.value;
      } else {
        windowSum = entry.value;
        windowStart = entry.startTime;
      }
      previous = entry.startTime;
      figures.cls = Math.max(figures.cls ?? 0, windowSum);
    }
  };
  if ("fcp" in figures) figures.cls = 0;
  const observer = observe("layout-shift", add);
  return () => {
    if (observer) add(observer.takeRecords());
  };
}

/**
 * A tap held until the page's script ran (decision 0025) is answered late, but INP sees only the
 * held click's short handling: the visitor's whole wait, measured by the page's starter from the
 * finger down to the answer's frame, counts as an interaction too (issue 52).
 */
function heldTap(figures: Figures): void {
  const held = performance.getEntriesByName(HELD_TAP_MEASURE, "measure")[0];
  if (held) figures.inp = Math.max(figures.inp ?? 0, held.duration);
}

export function watchVitals(path: string, post: (body: string) => void): void {
  let page = path;
  const figures: Figures = {};
  watchHiding();
  responseAndPaint(figures);
  const finishPaint = largestPaint(figures);
  const finishShifts = layoutShifts(figures);
  onINP((metric) => {
    figures.inp ??= metric.value;
  });
  const sent = new Set<string>();
  // On the document: web-vitals listens on the window in the capture phase, so INP has been reported first.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden") return;
    finishPaint();
    finishShifts();
    heldTap(figures);
    const waiting = Object.entries(figures).filter(([name]) => !sent.has(name));
    if (waiting.length === 0) return;
    for (const [name] of waiting) sent.add(name);
    post(
      JSON.stringify({
        kind: "vitals",
        path: page,
        vw: Math.round(innerWidth),
        ...Object.fromEntries(waiting),
      }),
    );
  });
  addEventListener("pageshow", (event) => {
    if (event.persisted) page = location.pathname;
  });
}
