/**
 * One Lighthouse run of a page in a fresh headless Chromium, and what the
 * bench reads from its result: the metrics the budgets check, where the main
 * thread's time went, and the audits that cost points.
 */
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { QUIET_CHROMIUM_FLAGS } from "../lib/chromium-flags.ts";
import { type PageMetrics, SKIPPED_AUDITS } from "./budgets.ts";
import type { LongTask } from "./report.ts";

export type FormFactor = "mobile" | "desktop";

const CHROME_FLAGS = ["--headless=new", ...QUIET_CHROMIUM_FLAGS];

/** The part of a Lighthouse result this script reads. */
export interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: Record<
    string,
    { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    | {
        score?: number | null;
        numericValue?: number;
        details?: {
          items?: {
            url?: string;
            resourceType?: string;
            transferSize?: number;
            duration?: number;
            startTime?: number;
            group?: string;
            groupLabel?: string;
          }[];
        };
      }
    | undefined
  >;
}

const gzipBytesCache = new Map<string, number>();

/** A script's size as sent with gzip only (the JavaScript budget's unit). */
async function gzipBytes(url: string): Promise<number> {
  const cached = gzipBytesCache.get(url);
  if (cached !== undefined) return cached;
  const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
  const body = new Uint8Array(await response.arrayBuffer());
  const length = response.headers.get("content-length");
  // fetch decodes the body; the header tells what was on the wire.
  const bytes =
    response.headers.get("content-encoding") === "gzip" && length ? Number(length) : gzipSync(body).length;
  gzipBytesCache.set(url, bytes);
  return bytes;
}

export async function readMetrics(lhr: LighthouseResult, origin: string): Promise<PageMetrics> {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== "number") throw new Error(`no ${id} score`);
    return Math.round(value * 100);
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== "number") throw new Error(`no value for the ${id} audit`);
    return value;
  };
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script" && r.url);
  let jsGzipBytes = 0;
  for (const script of scripts) {
    // Only this site's scripts can be fetched again; another host's count as transferred.
    jsGzipBytes += script.url!.startsWith(origin) ? await gzipBytes(script.url!) : (script.transferSize ?? 0);
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    totalBytes: numeric("total-byte-weight"),
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsGzipBytes,
  };
}

/** Where a run's main-thread time went: its long tasks, and the time per kind of work. */
export function readMainThread(lhr: LighthouseResult): {
  longTasks: LongTask[];
  breakdownMs: Record<string, number>;
} {
  const longTasks = (lhr.audits["long-tasks"]?.details?.items ?? []).map((item) => ({
    url: item.url ?? "Unattributable",
    durationMs: item.duration ?? 0,
    startMs: item.startTime ?? 0,
  }));
  const breakdownMs: Record<string, number> = {};
  for (const item of lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []) {
    if (item.groupLabel) breakdownMs[item.groupLabel] = Math.round(item.duration ?? 0);
  }
  return { longTasks, breakdownMs };
}

/** "category/audit-id" for each weighted audit that did not pass in Accessibility, Best Practices and SEO. */
export function failedAudits(lhr: LighthouseResult): string[] {
  const failed: string[] = [];
  for (const category of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const score = lhr.audits[ref.id]?.score;
      if (ref.weight > 0 && typeof score === "number" && score < 1) failed.push(`${category}/${ref.id}`);
    }
  }
  return failed;
}

/** One Lighthouse run in a fresh browser, so nothing carries over between runs. */
async function lighthouseRun(
  url: string,
  formFactor: FormFactor,
  chromePath?: string,
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        skipAudits: [...(SKIPPED_AUDITS[new URL(url).pathname] ?? [])],
      },
      // Mobile is Lighthouse's default (emulated phone, simulated slow 4G and CPU).
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error("Lighthouse returned no result");
    return result.lhr as unknown as LighthouseResult;
  } finally {
    chrome.kill();
  }
}

/** Attempts at one run before it counts as failed. */
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * A run that Lighthouse itself could not finish (e.g. NO_NAVSTART: its trace
 * of the load came back incomplete) says nothing about the page: it is run
 * again, up to LIGHTHOUSE_ATTEMPTS times. Scores are never retried.
 */
export async function lighthouseRunWithRetry(
  url: string,
  formFactor: FormFactor,
  chromePath: string | undefined,
  onRetry: (problem: string) => void,
): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await lighthouseRun(url, formFactor, chromePath);
    if (!lhr.runtimeError) return lhr;
    const problem = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    if (attempt >= LIGHTHOUSE_ATTEMPTS) throw new Error(problem);
    onRetry(lhr.runtimeError.code);
  }
}
