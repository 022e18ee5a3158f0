/**
 * The bench's peer (`npm run bench -- --peer ...`): a page measured right
 * after each of ours, under the same load, and the two comparisons the
 * budget asks of it (PEER_BUDGET). The peer is either another site's page
 * (an http(s) address), a saved HTML file, or `static`: for each of our
 * pages, a copy of it without any JavaScript, as a static site generator
 * would serve the same content (the stylesheet a file of its own). Files and
 * copies are written under build/client/bench-peer/ and served by the
 * site's own static file serving, in the same run.
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PageMetrics } from "./budgets.ts";
import { formatMetric } from "./report.ts";

/** The peer's folder under the build's public files, and its address. */
export const PEER_DIR = "bench-peer";

/** Our page against the peer's (DESIGN.md's budgets, issue 30). */
export const PEER_BUDGET = {
  /** Our worst run's TBT may exceed the peer's worst by at most this (ms). */
  tbtWorstMarginMs: 50,
  /** Our LCP median over the peer's, at most. */
  lcpMedianRatio: 0.8,
} as const;

export type PeerSource = { kind: "url"; url: string } | { kind: "file"; file: string } | { kind: "static" };

/** What `--peer` names, or a problem with it. */
export function parsePeer(value: string): PeerSource | string {
  if (value === "static") return { kind: "static" };
  if (/^https?:\/\/./.test(value)) return { kind: "url", url: value };
  if (/\.html?$/i.test(value)) return { kind: "file", file: path.resolve(value) };
  return "--peer takes a page's full address (http:// or https://), a saved .html file, or static";
}

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/g;
const SITE_STYLESHEET = /<style\b[^>]*\bdata-site-stylesheet\b[^>]*>([\s\S]*?)<\/style>/;

/**
 * Our page as a static site would serve it: no script that runs (structured
 * data stays), and the stylesheet a linked file (`stylesheetHref`) instead of
 * inline. Returns the page and the stylesheet's text ("" when it had none).
 */
export function staticCopy(html: string, stylesheetHref: string): { html: string; css: string } {
  const withoutScripts = html.replace(SCRIPT, (whole, attributes: string) =>
    /\btype="application\/ld\+json"/.test(attributes) ? whole : "",
  );
  const css = SITE_STYLESHEET.exec(withoutScripts)?.[1] ?? "";
  return {
    html: withoutScripts.replace(SITE_STYLESHEET, `<link rel="stylesheet" href="${stylesheetHref}">`),
    css,
  };
}

/** A page's address as a file name: "/" is home.html, "/service/x" service-x.html. */
export function peerFileName(page: string): string {
  return `${page.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "-") || "home"}.html`;
}

/**
 * Where the peer of each page is, preparing it first: a file is copied, and
 * `static` saves a copy of each page. Returns the peer's address per page and
 * a function that removes what was written.
 */
export async function preparePeers(
  source: PeerSource,
  pages: readonly string[],
  origin: string,
  clientDir: string,
): Promise<{ peerOf: (page: string) => string; cleanUp: () => void }> {
  if (source.kind === "url") return { peerOf: () => source.url, cleanUp: () => {} };
  const dir = path.join(clientDir, PEER_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });
  const addresses = new Map<string, string>();
  if (source.kind === "file") {
    const name = path.basename(source.file);
    copyFileSync(source.file, path.join(dir, name));
    for (const page of pages) addresses.set(page, `${origin}/${PEER_DIR}/${name}`);
  } else {
    for (const page of pages) {
      const response = await fetch(origin + page);
      if (!response.ok) throw new Error(`${page} answered ${response.status}`);
      const name = peerFileName(page);
      const copy = staticCopy(await response.text(), `/${PEER_DIR}/${name.replace(/\.html$/, ".css")}`);
      writeFileSync(path.join(dir, name), copy.html);
      writeFileSync(path.join(dir, name.replace(/\.html$/, ".css")), copy.css);
      addresses.set(page, `${origin}/${PEER_DIR}/${name}`);
    }
  }
  // Served by the site's static files (http/static-files.ts publicFiles), not rendered.
  for (const address of new Set(addresses.values())) {
    const response = await fetch(address);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`The peer ${address} answered ${response.status}`);
  }
  return { peerOf: (page) => addresses.get(page) ?? "", cleanUp };
}

export interface PeerCheck {
  /** Our worst TBT minus the peer's worst (ms). */
  tbtWorstMarginMs: number;
  /** Our LCP median over the peer's. */
  lcpMedianRatio: number;
  pass: boolean;
}

/** Our page against its peer, on the two comparisons of PEER_BUDGET. */
export function checkPeer(
  ours: { median: PageMetrics; worst: PageMetrics },
  peer: { median: PageMetrics; worst: PageMetrics },
): PeerCheck {
  const tbtWorstMarginMs = ours.worst.tbtMs - peer.worst.tbtMs;
  const lcpMedianRatio =
    peer.median.lcpMs > 0 ? ours.median.lcpMs / peer.median.lcpMs : Number.POSITIVE_INFINITY;
  return {
    tbtWorstMarginMs,
    lcpMedianRatio,
    pass: tbtWorstMarginMs <= PEER_BUDGET.tbtWorstMarginMs && lcpMedianRatio <= PEER_BUDGET.lcpMedianRatio,
  };
}

/** One line of the comparison: worst TBTs, LCP medians and worst Performance scores, ours first. */
export function describePeerCheck(
  ours: { median: PageMetrics; worst: PageMetrics },
  peer: { median: PageMetrics; worst: PageMetrics },
  check: PeerCheck,
): string {
  const margin = Math.round(check.tbtWorstMarginMs);
  return (
    `TBT worst ${formatMetric("tbtMs", ours.worst.tbtMs)} vs ${formatMetric("tbtMs", peer.worst.tbtMs)} (${margin >= 0 ? "+" : ""}${margin} ms), ` +
    `LCP median ${formatMetric("lcpMs", ours.median.lcpMs)} vs ${formatMetric("lcpMs", peer.median.lcpMs)} (${check.lcpMedianRatio.toFixed(2)}x), ` +
    `Perf worst ${ours.worst.performance} vs ${peer.worst.performance}`
  );
}

interface Measured {
  page: string;
  formFactor: string;
  median?: PageMetrics;
  worst?: PageMetrics;
}

/** Prints each of our pages beside its peer, against PEER_BUDGET; returns the checks and the misses. */
export function reportPeers(
  pairs: ReadonlyMap<Measured, Measured>,
  peerName: string,
): { checks: (PeerCheck & { page: string; formFactor: string; peer: string })[]; misses: string[] } {
  const checks: (PeerCheck & { page: string; formFactor: string; peer: string })[] = [];
  const misses: string[] = [];
  if (pairs.size === 0) return { checks, misses };
  console.log(
    `\nBeside the peer ${peerName} (measured right after each of our runs): our TBT worst at most ${PEER_BUDGET.tbtWorstMarginMs} ms over the peer's, our LCP median at most ${PEER_BUDGET.lcpMedianRatio}x the peer's\n`,
  );
  for (const [ours, peer] of pairs) {
    if (!ours.median || !ours.worst || !peer.median || !peer.worst) continue;
    const us = { median: ours.median, worst: ours.worst };
    const them = { median: peer.median, worst: peer.worst };
    const check = checkPeer(us, them);
    checks.push({ ...check, page: ours.page, formFactor: ours.formFactor, peer: peer.page });
    const line = `${ours.page} ${ours.formFactor}: ${describePeerCheck(us, them, check)}`;
    console.log(`  ${check.pass ? " " : "✗"} ${line}`);
    if (!check.pass) misses.push(`beside the peer: ${line}`);
  }
  return { checks, misses };
}
