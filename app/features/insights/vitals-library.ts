/**
 * The part of web-vitals the beacon uses (measure.ts): LCP, INP and CLS, the
 * three Core Web Vitals. A module of its own so that the file fetched after
 * the page is idle holds only them; FCP and TTFB are read from the browser's
 * timing entries in measure.ts.
 */
export { onCLS, onINP, onLCP } from "web-vitals";
