/**
 * npm run bench -- [--runs 5] [--pages /,/contact] [--form-factor mobile|desktop|both]
 *                  [--peer https://example.com/page|static|page.html] [--no-build] [--no-fail] [--port N]
 *                  [--chrome-path /usr/bin/chromium] [--quiet-machine]
 *
 * Builds the site, serves the production build on a fresh embedded database,
 * runs Lighthouse several times on one page of every type (mobile and/or
 * desktop), and prints each metric's median and worst run against the
 * budgets in scripts/bench/budgets.ts, with the long main-thread tasks (over
 * 50 ms) and what caused them. With --peer, a peer page is measured right
 * after each of ours, under the same load, for a comparison that holds on a
 * noisy machine (scripts/bench/peer.ts: another site's page, a saved HTML
 * file or, with `static`, a copy of each page without JavaScript, both served
 * by this server's static files). Unless --quiet-machine, a background process keeps one core
 * busy through the runs (scripts/bench/background-load.ts). Every run, the medians, the budgets and the machine's state
 * go to bench-results/bench-<time>.json. Exits 1 when a budget is missed (2
 * when a run failed), unless --no-fail.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { formatDuration, stopwatch } from "../lib/progress.ts";
import { freePort, startServerProcess } from "../lib/server-process.ts";
import { startBackgroundLoad } from "./background-load.ts";
import { type Budget, budgetsFor, type PageMetrics, SKIPPED_AUDITS } from "./budgets.ts";
import {
  type FormFactor,
  failedAudits,
  lighthouseRunWithRetry,
  readMainThread,
  readMetrics,
} from "./lighthouse-run.ts";
import { describeMachine, gitState } from "./machine.ts";
import { parsePeer, preparePeers, reportPeers } from "./peer.ts";
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

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    peer: { type: "string" },
    pages: { type: "string" },
    "form-factor": { type: "string", default: "both" },
    "no-build": { type: "boolean", default: false },
    "no-fail": { type: "boolean", default: false },
    "quiet-machine": { type: "boolean", default: false },
    port: { type: "string" },
    "chrome-path": { type: "string", default: process.env.CHROMIUM_PATH || "/usr/bin/chromium" },
    help: { type: "boolean", short: "h", default: false },
  },
});
const USAGE = `Usage: npm run bench -- [--runs 5] [--pages /,/contact] [--form-factor mobile|desktop|both]
         [--peer https://example.com/page|static|page.html] [--no-build] [--no-fail] [--port N] [--chrome-path /usr/bin/chromium] [--quiet-machine]`;
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
const peerSource = values.peer === undefined ? undefined : parsePeer(values.peer);
if (typeof peerSource === "string") usage(peerSource);
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

const machine = describeMachine(root, values["chrome-path"]);
const startedAt = new Date();
const sinceStart = stopwatch();
const { commit, dirty } = gitState(root);

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
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
  `Bench: ${pages.length} pages x ${formFactors.join(" + ")} x ${runs} run(s); ${machine.cpus} CPUs, load ${machine.loadAverageAtStart.join(" ")}; Lighthouse ${machine.lighthouse}; ${machine.chrome}`,
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
    const lhr = await lighthouseRunWithRetry(url, formFactor, values["chrome-path"], (problem) =>
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
let backgroundLoad: { stop: () => void } | undefined;
/** The peer's runs made beside each of our pages' (with --peer). */
const peers = new Map<PageResult, PageResult>();
let peerOf: ((page: string) => string) | undefined;
let cleanUpPeers = () => {};
try {
  // One plain request per page first: the first render of a server-rendered
  // page (database, auth) is a start-up cost, not the page's.
  for (const page of pages) {
    const response = await fetch(origin + page);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
  }
  const total = pages.length * formFactors.length * runs;
  if (peerSource) {
    ({ peerOf, cleanUp: cleanUpPeers } = await preparePeers(
      peerSource,
      pages,
      origin,
      path.join(root, "build", "client"),
    ));
    console.log(
      `Peer: ${values.peer} (${pages.map(peerOf).join(", ")}), measured right after each of our runs`,
    );
  }
  const lighthouseTime = stopwatch();
  if (!values["quiet-machine"]) {
    backgroundLoad = startBackgroundLoad();
    console.log("A background process keeps one core busy through the runs (--quiet-machine turns it off)");
  }
  let done = 0;
  for (const formFactor of formFactors) {
    for (const page of pages) {
      const result = emptyResult(page, formFactor, budgetsFor(page));
      const peer = peerOf ? emptyResult(peerOf(page), formFactor, []) : undefined;
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
  backgroundLoad?.stop();
  cleanUpPeers();
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

const peerReport = reportPeers(peers, values.peer ?? "");
misses.push(...peerReport.misses);

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
      options: {
        runs,
        pages,
        formFactors,
        build: !values["no-build"],
        peer: values.peer ?? null,
        backgroundLoad: !values["quiet-machine"],
      },
      skippedAudits: SKIPPED_AUDITS,
      pass: misses.length === 0 && failedRuns.length === 0,
      misses,
      failedRuns,
      pages: results,
      peers: [...peers.values()],
      peerChecks: peerReport.checks,
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
