/**
 * npm run bench:pages -- [--seconds 10] [--concurrency 16] [--runs 3] [--changes 20]
 *                        [--baseline DIR] [--no-fail]
 *
 * After `npm run build`: how fast the server answers public pages, on a
 * fresh embedded database.
 *
 * - Throughput: `concurrency` clients fetch the pages below in turn, as a
 *   browser does (Brotli accepted, connections kept open), for `seconds`;
 *   `runs` times. Pages come from the page cache once warm.
 * - First render after a change: signed in as an admin, the script changes a
 *   testimonial (which bumps the content version: every page must be
 *   rendered again) and times the next request for one page; `changes`
 *   times, over the pages in turn, after two changes not counted.
 * - With --baseline DIR (another checkout of the site, built): the same
 *   throughput measured on that server in the same run, and the ratio.
 *
 * Prints the figures, writes bench-results/bench-pages-<time>.json and exits
 * 1 when a budget of scripts/bench/budgets.ts is missed (unless --no-fail).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort, projectRoot, type RunningServer, startServerProcess } from "../lib/server-process.ts";
import { PAGE_CACHE_BUDGET } from "./budgets.ts";
import { median, percentile } from "./report.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    concurrency: { type: "string", default: "16" },
    runs: { type: "string", default: "3" },
    changes: { type: "string", default: "20" },
    baseline: { type: "string" },
    "no-fail": { type: "boolean", default: false },
  },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const runs = Number(values.runs);
const changes = Number(values.changes);

/** One page of each kind a visitor lands on. */
const pages = [
  "/",
  "/about",
  "/services",
  "/service/interior-painting",
  "/blog",
  "/blog/drywall-repair",
  "/service-areas",
  "/service-area/shoreview",
  "/faq",
  "/contact",
];
const headers = { "accept-encoding": "br, gzip", accept: "text/html" };
const admin = { email: "bench@pages.test", password: "bench-pages-password" };

interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function throughput(base: string): Promise<Throughput> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const page = pages[next++ % pages.length]!;
        const t0 = performance.now();
        try {
          const response = await fetch(`${base}${page}`, { headers });
          await response.arrayBuffer();
          if (response.status !== 200) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    errors,
  };
}

async function start(label: string, root: string, dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  console.log(`[${label}] starting the server on port ${port}`);
  const server = await startServerProcess({
    root,
    port,
    dataDir,
    env: { DATABASE_URL: "", REDIS_URL: "", SMTP_URL: "", LEADS_NOTIFY_TO: "", TRUST_PROXY: "loopback" },
    logFile: path.join(dataDir, "server.log"),
  });
  // Every page once, so the runs measure pages kept in memory.
  for (const page of pages) await (await fetch(`${server.base}${page}`, { headers })).arrayBuffer();
  return server;
}

async function measure(label: string, base: string): Promise<Throughput[]> {
  const results: Throughput[] = [];
  for (let run = 1; run <= runs; run++) {
    const result = await throughput(base);
    console.log(
      `[${label}] run ${run}/${runs}: ${result.requestsPerSecond} pages/s, p50 ${result.p50} ms, p99 ${result.p99} ms${
        result.errors ? `, ${result.errors} errors` : ""
      }`,
    );
    results.push(result);
  }
  return results;
}

/** The admin's session cookie, signed in as the login form posts it. */
async function signIn(base: string): Promise<string> {
  const answer = await fetch(`${base}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ intent: "login", ...admin }),
  });
  const cookie = answer.headers.getSetCookie().find((c) => c.includes("session_token="));
  if (!cookie) throw new Error(`Could not sign in (${answer.status})`);
  return cookie.split(";")[0] ?? "";
}

/** Times the first request for a page after each content change. */
async function firstRenders(base: string): Promise<number[]> {
  const cookie = await signIn(base);
  const list = await (await fetch(`${base}/admin/content/testimonials`, { headers: { cookie } })).text();
  const id = /name="id" value="([0-9a-f-]{36})"/.exec(list)?.[1];
  if (!id) throw new Error("No testimonial to change");
  const times: number[] = [];
  // Two changes first, not counted: the first ones after a start load the admin's and the editor's code.
  for (let i = -2; i < changes; i++) {
    const changed = await fetch(`${base}/admin/content/testimonials`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie },
      body: new URLSearchParams({ intent: i % 2 === 0 ? "hide" : "show", id }),
    });
    if (changed.status !== 303) throw new Error(`The change was refused (${changed.status})`);
    const page = pages[(i + pages.length) % pages.length]!;
    const t0 = performance.now();
    const response = await fetch(`${base}${page}`, { headers });
    await response.arrayBuffer();
    if (i >= 0) times.push(Math.round((performance.now() - t0) * 10) / 10);
  }
  return times;
}

const dirs: string[] = [];
const servers: RunningServer[] = [];
try {
  const current = mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
  dirs.push(current);
  const made = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/user-create.ts",
      "--email",
      admin.email,
      "--password",
      admin.password,
      "--admin",
    ],
    { cwd: projectRoot, env: { ...process.env, DATA_DIR: current, DATABASE_URL: "" }, encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`user:create failed: ${made.stderr}`);

  const server = await start("cached", projectRoot, current);
  servers.push(server);
  const cached = await measure("cached", server.base);
  console.log(`[cached] first render after a change, ${changes} changes`);
  const renders = await firstRenders(server.base);
  await server.stop();

  let baseline: Throughput[] | undefined;
  if (values.baseline) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-pages-baseline-"));
    dirs.push(dir);
    const old = await start("baseline", path.resolve(values.baseline), dir);
    servers.push(old);
    baseline = await measure("baseline", old.base);
    await old.stop();
  }

  const rate = (list: Throughput[]) => median(list.map((r) => r.requestsPerSecond));
  const worst = (list: Throughput[]) => Math.min(...list.map((r) => r.requestsPerSecond));
  const summary = {
    pages,
    seconds,
    concurrency,
    runs,
    cached: { medianPerSecond: rate(cached), worstPerSecond: worst(cached), runs: cached },
    baseline: baseline
      ? {
          dir: values.baseline,
          medianPerSecond: rate(baseline),
          worstPerSecond: worst(baseline),
          runs: baseline,
        }
      : undefined,
    ratio: baseline ? Math.round((rate(cached) / rate(baseline)) * 100) / 100 : undefined,
    firstRender: { medianMs: median(renders), worstMs: Math.max(...renders), times: renders },
  };
  const misses: string[] = [];
  if (summary.firstRender.medianMs > PAGE_CACHE_BUDGET.maxFirstRenderMs)
    misses.push(
      `first render median ${summary.firstRender.medianMs} ms > ${PAGE_CACHE_BUDGET.maxFirstRenderMs} ms`,
    );
  if (summary.firstRender.worstMs > PAGE_CACHE_BUDGET.maxFirstRenderMs)
    misses.push(
      `first render worst ${summary.firstRender.worstMs} ms > ${PAGE_CACHE_BUDGET.maxFirstRenderMs} ms`,
    );
  if (summary.ratio !== undefined && summary.ratio < PAGE_CACHE_BUDGET.minRatioToBaseline)
    misses.push(`cached/baseline ${summary.ratio} < ${PAGE_CACHE_BUDGET.minRatioToBaseline}`);

  console.log("");
  console.log(
    `Cached pages: ${summary.cached.medianPerSecond}/s median, ${summary.cached.worstPerSecond}/s worst of ${runs} runs`,
  );
  if (summary.baseline) {
    console.log(
      `Baseline:     ${summary.baseline.medianPerSecond}/s median, ${summary.baseline.worstPerSecond}/s worst; ratio ${summary.ratio}`,
    );
  }
  console.log(
    `First render after a change: ${summary.firstRender.medianMs} ms median, ${summary.firstRender.worstMs} ms worst of ${changes}`,
  );
  mkdirSync(path.join(projectRoot, "bench-results"), { recursive: true });
  const file = path.join(
    projectRoot,
    "bench-results",
    `bench-pages-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
  );
  writeFileSync(file, `${JSON.stringify({ ...summary, misses }, null, 2)}\n`);
  console.log(`Wrote ${path.relative(projectRoot, file)}`);
  if (misses.length > 0) {
    console.log(`Missed: ${misses.join("; ")}`);
    if (!values["no-fail"]) process.exitCode = 1;
  }
} finally {
  for (const server of servers) await server.stop("SIGKILL").catch(() => {});
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
