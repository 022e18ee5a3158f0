/**
 * npm run bench -- [--runs 5] [--pages /,/contact] [--form-factor mobile|desktop|both]
 *                  [--peer https://example.com/page] [--no-build] [--no-fail] [--port N]
 *                  [--chrome-path /usr/bin/chromium]
 *
 * Builds the site, serves the production build on a fresh embedded database,
 * runs Lighthouse several times on one page of every type (mobile and/or
 * desktop), and prints each metric's median and worst run against the
 * budgets in scripts/bench/budgets.ts, with the long main-thread tasks (over
 * 50 ms) and what caused them. With --peer, another site's page is measured
 * right after each of ours, under the same load, for a ratio that holds on a
 * noisy machine. Every run, the medians, the budgets and the machine's state
 * go to bench-results/bench-<time>.json. Exits 1 when a budget is missed (2
 * when a run failed), unless --no-fail.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { formatDuration, stopwatch } from "../lib/progress.ts";
import { freePort, startServerProcess } from "../lib/server-process.ts";
import { type Budget, budgetsFor, type PageMetrics, SKIPPED_AUDITS } from "./budgets.ts";
import {
  type BudgetCheck,
  checkBudgets,
  describeMisses,
  formatBudget,
  formatMetric,
  formatTable,
  type LongTask,
  median,
  medianMetrics,
  summariseLongTasks,
  type TableRow,
  worstMetrics,
} from "./report.ts";

/** One page of every type (DESIGN.md, Budgets). */
const DEFAULT_PAGES = [
  "/",
  "/services",
  "/service/interior-painting",
  "/gallery",
  "/blog",
  "/blog/choosing-paint-colors",
  "/service-areas",
  "/service-area/shoreview",
  "/contact",
  "/nominate",
  "/faq",
  "/admin",
];

// Headless Chromium as root needs --no-sandbox; the rest stop it from calling
// hosts it cannot reach, which would add noise to the timings.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

type FormFactor = "mobile" | "desktop";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    peer: { type: "string" },
    pages: { type: "string" },
    "form-factor": { type: "string", default: "both" },
    "no-build": { type: "boolean", default: false },
    "no-fail": { type: "boolean", default: false },
    port: { type: "string" },
    "chrome-path": { type: "string", default: process.env.CHROMIUM_PATH || "/usr/bin/chromium" },
    help: { type: "boolean", short: "h", default: false },
  },
});
const USAGE = `Usage: npm run bench -- [--runs 5] [--pages /,/contact] [--form-factor mobile|desktop|both]
         [--peer https://example.com/page] [--no-build] [--no-fail] [--port N] [--chrome-path /usr/bin/chromium]`;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const runs = Number(values.runs);
const pages = values.pages
  ? values.pages
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)
  : DEFAULT_PAGES;
const formFactors: FormFactor[] =
  values["form-factor"] === "both" ? ["mobile", "desktop"] : [values["form-factor"] as FormFactor];
if (!Number.isInteger(runs) || runs < 1) usage("--runs must be a whole number of at least 1");
if (pages.some((p) => !p.startsWith("/"))) usage("--pages takes paths starting with /, comma-separated");
if (values.peer && !/^https?:\/\/./.test(values.peer))
  usage("--peer takes a page's full address (http:// or https://)");
if (!formFactors.every((f) => f === "mobile" || f === "desktop")) {
  usage("--form-factor must be mobile, desktop or both");
}
if (!existsSync(values["chrome-path"])) {
  usage(
    `No Chromium at ${values["chrome-path"]}: install Debian's (apt-get install chromium) or pass --chrome-path`,
  );
}

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, "..", "..");

function git(...args: string[]): string {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

function chromeVersion(chromePath: string): string {
  try {
    return execFileSync(chromePath, ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

const lighthouseVersion = JSON.parse(
  readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8"),
).version as string;

// Recorded before the build and the browser add their own load.
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? "unknown",
  loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
  totalMemoryMb: Math.round(os.totalmem() / 2 ** 20),
  platform: `${os.platform()} ${os.release()}`,
  node: process.version,
  lighthouse: lighthouseVersion,
  chrome: chromeVersion(values["chrome-path"]),
};
const startedAt = new Date();
const sinceStart = stopwatch();
const commit = git("rev-parse", "HEAD");
const dirty = git("status", "--porcelain") !== "";

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/** The part of a Lighthouse result this script reads. */
interface LighthouseResult {
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

async function readMetrics(lhr: LighthouseResult, origin: string): Promise<PageMetrics> {
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
function readMainThread(lhr: LighthouseResult): {
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
function failedAudits(lhr: LighthouseResult): string[] {
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
async function lighthouseRun(url: string, formFactor: FormFactor): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: values["chrome-path"],
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
async function lighthouseRunWithRetry(
  url: string,
  formFactor: FormFactor,
  onRetry: (problem: string) => void,
): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await lighthouseRun(url, formFactor);
    if (!lhr.runtimeError) return lhr;
    const problem = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    if (attempt >= LIGHTHOUSE_ATTEMPTS) throw new Error(problem);
    onRetry(lhr.runtimeError.code);
  }
}

interface PageResult {
  page: string;
  formFactor: FormFactor;
  runs: PageMetrics[];
  /** Per run: the long main-thread tasks and the main thread's time per kind of work. */
  mainThread: { longTasks: LongTask[]; breakdownMs: Record<string, number> }[];
  worst?: PageMetrics;
  /** Per run: the audits that cost points outside Performance (why a score is under 100). */
  failedAudits: string[][];
  errors: string[];
  median?: PageMetrics;
  budgets: Budget[];
  checks: BudgetCheck[];
  pass: boolean;
}

const port = values.port ? Number(values.port) : await freePort();
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-"));

console.log(
  `Bench: ${pages.length} pages x ${formFactors.join(" + ")} x ${runs} run(s); ${machine.cpus} CPUs, load ${machine.loadAverageAtStart.join(" ")}; Lighthouse ${lighthouseVersion}; ${machine.chrome}`,
);
if (!values["no-build"]) {
  const buildTime = stopwatch();
  await run("npm", ["run", "build"]);
  console.log(`Build done in ${buildTime()}`);
}

const server = await startServerProcess({
  port,
  dataDir,
  env: { DATABASE_URL: "", SMTP_URL: "", LEADS_NOTIFY_TO: "" },
  logFile: path.join(dataDir, "server.log"),
});
const stopOnSignal = () => process.exit(130);
process.once("SIGINT", stopOnSignal);
process.once("SIGTERM", stopOnSignal);

function emptyResult(page: string, formFactor: FormFactor, budgets: Budget[]): PageResult {
  return {
    page,
    formFactor,
    runs: [],
    mainThread: [],
    failedAudits: [],
    errors: [],
    budgets,
    checks: [],
    pass: false,
  };
}

/** One Lighthouse run of `url`, added to `result` (or to its errors). */
async function measure(url: string, formFactor: FormFactor, result: PageResult, prefix: string) {
  const started = performance.now();
  console.log(`${prefix}: starting, ${sinceStart()} since the bench started`);
  try {
    const lhr = await lighthouseRunWithRetry(url, formFactor, (problem) =>
      console.log(`${prefix}: Lighthouse could not finish (${problem}); running it again`),
    );
    const metrics = await readMetrics(lhr, origin);
    result.runs.push(metrics);
    const mainThread = readMainThread(lhr);
    result.mainThread.push(mainThread);
    const failed = failedAudits(lhr);
    result.failedAudits.push(failed);
    const took = formatDuration(performance.now() - started);
    const long = mainThread.longTasks.filter((task) => task.durationMs > 50);
    console.log(
      `${prefix}: Perf ${metrics.performance} A11y ${metrics.accessibility} BP ${metrics.bestPractices} SEO ${metrics.seo} ` +
        `LCP ${formatMetric("lcpMs", metrics.lcpMs)} TBT ${formatMetric("tbtMs", metrics.tbtMs)} ` +
        `CLS ${formatMetric("cls", metrics.cls)}; ${long.length} long task(s) (${took})` +
        (failed.length > 0 ? `; failing audits: ${failed.join(", ")}` : ""),
    );
  } catch (error) {
    result.errors.push((error as Error).message);
    console.log(`${prefix}: FAILED: ${(error as Error).message}`);
  }
}

/** The medians, the worst runs and the budget checks of a page's runs. */
function settle(result: PageResult) {
  if (result.runs.length === 0) return;
  result.median = medianMetrics(result.runs);
  result.worst = worstMetrics(result.runs);
  result.checks = checkBudgets(result.median, result.budgets, result.worst);
  result.pass = result.errors.length === 0 && result.checks.every((c) => c.pass);
}

const results: PageResult[] = [];
/** The peer's runs made beside each of our pages' (with --peer). */
const peers = new Map<PageResult, PageResult>();
try {
  // One plain request per page first: the first render of a server-rendered
  // page (database, auth) is a start-up cost, not the page's.
  for (const page of pages) {
    const response = await fetch(origin + page);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
  }
  const total = pages.length * formFactors.length * runs;
  if (values.peer) console.log(`Peer: ${values.peer}, measured right after each of our runs`);
  const lighthouseTime = stopwatch();
  let done = 0;
  for (const formFactor of formFactors) {
    for (const page of pages) {
      const result = emptyResult(page, formFactor, budgetsFor(page));
      const peer = values.peer ? emptyResult(values.peer, formFactor, []) : undefined;
      for (let i = 1; i <= runs; i++) {
        done++;
        const prefix = `run ${done}/${total}: ${page} ${formFactor} (repeat ${i}/${runs})`;
        await measure(origin + page, formFactor, result, prefix);
        // The peer right after ours, under the same load.
        if (peer) await measure(peer.page, formFactor, peer, `${prefix}, peer ${peer.page}`);
      }
      settle(result);
      if (peer) {
        settle(peer);
        peers.set(result, peer);
      }
      results.push(result);
    }
  }
  console.log(`Lighthouse: ${total} runs done in ${lighthouseTime()}`);
} finally {
  process.off("SIGINT", stopOnSignal);
  process.off("SIGTERM", stopOnSignal);
  await server.stop();
}

const settled = results.filter(
  (r): r is PageResult & { median: PageMetrics; worst: PageMetrics } => r.median !== undefined,
);
const rows: TableRow[] = settled.map((r) => ({
  page: r.page,
  formFactor: r.formFactor,
  metrics: r.median,
  checks: r.checks,
}));
const worstRows: TableRow[] = settled.map((r) => ({
  page: r.page,
  formFactor: r.formFactor,
  metrics: r.worst,
  checks: r.checks,
}));
const failedRuns = results.flatMap((r) => r.errors.map((e) => `${r.page} ${r.formFactor}: ${e}`));
const misses = describeMisses(rows);

console.log(`\nMedians of ${runs} run(s) per page (✗ = over budget)\n`);
console.log(formatTable(rows));
console.log(`\nWorst of ${runs} run(s) per page (✗ = over a budget that holds in every run)\n`);
console.log(formatTable(worstRows, "worst"));

console.log("\nLong main-thread tasks (over 50 ms), all runs, by cause; main thread per run (median ms)");
for (const r of settled) {
  const causes = summariseLongTasks(r.mainThread.flatMap((m) => m.longTasks));
  const groups = new Set(r.mainThread.flatMap((m) => Object.keys(m.breakdownMs)));
  const breakdown = [...groups]
    .map((group) => [group, median(r.mainThread.map((m) => m.breakdownMs[group] ?? 0))] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([group, ms]) => `${group} ${Math.round(ms)}`)
    .join(", ");
  console.log(
    `  ${r.page} ${r.formFactor}: ${
      causes.length === 0
        ? "none"
        : causes.map((c) => `${c.count} x ${c.cause} (longest ${c.longestMs} ms)`).join("; ")
    }\n      main thread: ${breakdown}`,
  );
}

if (peers.size > 0) {
  console.log(`\nBeside the peer ${values.peer} (measured right after each of our runs; medians)\n`);
  for (const [ours, peer] of peers) {
    if (!ours.median || !peer.median) continue;
    const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : "peer 0");
    console.log(
      `  ${ours.page} ${ours.formFactor}: LCP ${formatMetric("lcpMs", ours.median.lcpMs)} vs ${formatMetric("lcpMs", peer.median.lcpMs)} (${ratio(ours.median.lcpMs, peer.median.lcpMs)}), ` +
        `TBT ${formatMetric("tbtMs", ours.median.tbtMs)} vs ${formatMetric("tbtMs", peer.median.tbtMs)}, ` +
        `Perf ${ours.median.performance} vs ${peer.median.performance}`,
    );
  }
}

console.log(
  `\nBudgets: ${budgetsFor("/")
    .map((b) => formatBudget(b))
    .join(
      ", ",
    )} (home page only: Total; /admin is not held to the JS budget and its SEO score leaves out is-crawlable: it is noindex on purpose)`,
);
if (misses.length > 0) console.log(`\nMissed budgets:\n${misses.map((m) => `  ${m}`).join("\n")}`);
if (failedRuns.length > 0) console.log(`\nFailed runs:\n${failedRuns.map((m) => `  ${m}`).join("\n")}`);
if (misses.length === 0 && failedRuns.length === 0) console.log("\nEvery page is within budget.");

const resultsDir = path.join(root, "bench-results");
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `bench-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify(
    {
      date: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      commit,
      uncommittedChanges: dirty,
      machine,
      options: { runs, pages, formFactors, build: !values["no-build"], peer: values.peer ?? null },
      skippedAudits: SKIPPED_AUDITS,
      pass: misses.length === 0 && failedRuns.length === 0,
      misses,
      failedRuns,
      pages: results,
      peers: [...peers.values()],
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWrote ${path.relative(root, file)}`);
// The server's log stays behind when a run failed, to find out why.
if (failedRuns.length > 0) console.log(`Server log: ${path.join(dataDir, "server.log")}`);
else rmSync(dataDir, { recursive: true, force: true });

console.log(`Bench done in ${sinceStart()}`);

if (!values["no-fail"]) {
  if (failedRuns.length > 0) process.exitCode = 2;
  else if (misses.length > 0) process.exitCode = 1;
}
