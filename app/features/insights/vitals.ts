/**
 * Real visitors' speed (Web Vitals): the five measures, Google's bands for
 * each, and the fixed buckets the server counts them in, so the 75th
 * percentile of any period can be read from daily counts (docs/decisions/0019).
 * Shared by the server (counting, the report) and the Insights page.
 */

import type { PageType } from "./page-types";

export const vitalNames = ["lcp", "inp", "cls", "fcp", "ttfb"] as const;
export type VitalName = (typeof vitalNames)[number];

/** Every measure is counted in this many buckets; the last one is open above. */
export const VITAL_BUCKETS = 20;

/** Under this many views a figure is not shown: a few slow visits would decide it. */
export const MIN_VITAL_VIEWS = 20;

/** The percentile Google ranks on. */
export const VITAL_PERCENTILE = 0.75;

export type VitalBand = "good" | "needs-improvement" | "poor";

export interface VitalSpec {
  name: VitalName;
  /** What the owner reads. */
  label: string;
  /** Google's abbreviation. */
  abbr: string;
  /** One short line on what it means. */
  meaning: string;
  /** Good up to this value (included), poor above `poor`; between, needs improvement. */
  good: number;
  poor: number;
  /** Milliseconds, or a score without unit (CLS). */
  unit: "ms" | "score";
  /** The buckets' upper edges (included), VITAL_BUCKETS - 1 of them; the bands' limits are edges. */
  edges: readonly number[];
  /** A value above this is not a measurement of a real visit (refused). */
  max: number;
}

const MINUTE = 60_000;

export const vitalSpecs: Record<VitalName, VitalSpec> = {
  lcp: {
    name: "lcp",
    label: "Loading",
    abbr: "LCP",
    meaning: "how long until the page's main picture or text has shown",
    good: 2500,
    poor: 4000,
    unit: "ms",
    edges: [
      250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000,
      15000, 20000,
    ],
    max: 10 * MINUTE,
  },
  inp: {
    name: "inp",
    label: "Response to taps",
    abbr: "INP",
    meaning: "how quickly the page answers a tap, click or key (the slowest of the visit)",
    good: 200,
    poor: 500,
    unit: "ms",
    edges: [25, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400, 450, 500, 600, 800, 1000, 2000, 5000],
    max: 10 * MINUTE,
  },
  cls: {
    name: "cls",
    label: "Steadiness",
    abbr: "CLS",
    meaning: "how much the page jumps about while it loads and is read (0 is none)",
    good: 0.1,
    poor: 0.25,
    unit: "score",
    edges: [
      0.01, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.175, 0.2, 0.225, 0.25, 0.3, 0.35, 0.4, 0.5, 0.75, 1, 2, 5,
    ],
    max: 100,
  },
  fcp: {
    name: "fcp",
    label: "First text",
    abbr: "FCP",
    meaning: "how long until anything of the page shows",
    good: 1800,
    poor: 3000,
    unit: "ms",
    edges: [
      200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2100, 2400, 2700, 3000, 3500, 4000, 5000, 7000, 10000,
      20000,
    ],
    max: 10 * MINUTE,
  },
  ttfb: {
    name: "ttfb",
    label: "Server answer",
    abbr: "TTFB",
    meaning: "how long until the server's answer began to arrive",
    good: 800,
    poor: 1800,
    unit: "ms",
    edges: [
      100, 200, 300, 400, 500, 600, 700, 800, 1000, 1200, 1400, 1600, 1800, 2200, 2600, 3000, 4000, 6000,
      10000,
    ],
    max: 10 * MINUTE,
  },
};

/** Google's band for a value: good up to `good`, poor above `poor`. */
export function vitalBand(name: VitalName, value: number): VitalBand {
  const spec = vitalSpecs[name];
  if (value > spec.poor) return "poor";
  if (value > spec.good) return "needs-improvement";
  return "good";
}

/** The bucket (0 .. VITAL_BUCKETS - 1) a value is counted in: the first whose upper edge is at least the value. */
export function vitalBucket(name: VitalName, value: number): number {
  const { edges } = vitalSpecs[name];
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length : index;
}

export interface VitalPercentile {
  /** The estimate: interpolated inside its bucket, or the last bucket's lower edge. */
  value: number;
  /** The percentile fell in the last, open bucket: the value is "more than". */
  over: boolean;
}

/**
 * The `p` percentile (0..1) of the values counted in `counts` (one count per
 * bucket), or undefined with nothing counted. The rank p × total is found in
 * the running total of the buckets, then placed linearly inside its bucket,
 * so the estimate always lies in the bucket that holds the true percentile:
 * as every band limit is a bucket edge, its band is exact.
 */
export function percentileFromBuckets(
  name: VitalName,
  counts: readonly number[],
  p = VITAL_PERCENTILE,
): VitalPercentile | undefined {
  const { edges } = vitalSpecs[name];
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return undefined;
  const rank = p * total;
  let before = 0;
  for (let i = 0; i < counts.length; i++) {
    const count = counts[i] ?? 0;
    if (count > 0 && before + count >= rank) {
      const low = i === 0 ? 0 : (edges[i - 1] as number);
      const high = edges[i];
      if (high === undefined) return { value: low, over: true };
      const share = Math.max(rank - before, 0) / count;
      // Never past the bucket's edge, whatever the rounding of decimals.
      return { value: Math.min(high, low + share * (high - low)), over: false };
    }
    before += count;
  }
  return undefined;
}

/** "2.1 s", "180 ms", "0.08"; "over 20 s" for the open bucket. */
export function formatVital(name: VitalName, { value, over }: VitalPercentile): string {
  // Rounded up, so a figure just over a band limit never reads as the limit itself.
  const up = (n: number, step: number) => Math.ceil(n / step - 1e-9) * step;
  const text =
    vitalSpecs[name].unit === "score"
      ? up(value, 0.01).toFixed(2)
      : value >= 1000
        ? `${up(value / 1000, 0.1).toFixed(1)} s`
        : `${up(value, 1)} ms`;
  return over ? `over ${text}` : text;
}

/** A band limit as the owner reads it: "2.5 s", "200 ms", "0.1". */
export function formatLimit(name: VitalName, value: number): string {
  if (vitalSpecs[name].unit === "score") return String(value);
  return value >= 1000 ? `${value / 1000} s` : `${value} ms`;
}

/** One figure of the panel: the views that reported it and, with enough of them, the 75th percentile. */
export interface VitalFigure {
  views: number;
  p75?: VitalPercentile;
}

export interface VitalsRow {
  /** A kind of page, or "all" for every page together. */
  pageType: PageType | "all";
  figures: Record<VitalName, VitalFigure>;
}

/** The speed panel's figures for a period: per device, a row for all pages and one per kind of page with any. */
export type VitalsReport = Record<VitalDevice, VitalsRow[]>;

/** Where the views came from: the user agent's Mobile token, or a window narrower than a tablet. */
export type VitalDevice = "phone" | "computer";
export const PHONE_MAX_WIDTH = 767;

export function vitalDevice(userAgent: string, viewportWidth: number): VitalDevice {
  return /\bMobi/.test(userAgent) || viewportWidth <= PHONE_MAX_WIDTH ? "phone" : "computer";
}
