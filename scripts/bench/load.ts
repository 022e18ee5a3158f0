/**
 * npm run bench:load -- [--count 1000] [--concurrency 50] [--db pglite|postgres|both]
 *                       [--photos N] [--port N] [--no-fail] [--profile]
 *
 * After `npm run build`: starts the production server on a fresh database
 * (an embedded one in a temporary folder, or a scratch database on the
 * PostgreSQL server at TEST_DATABASE_URL), posts `count` valid contact
 * requests `concurrency` at a time the way a browser without JavaScript does
 * (urlencoded POST with an Origin header, each from its own client address,
 * following the answer's redirect to the thank-you page; a request counts as
 * acknowledged when that page says the message was sent),
 * stops the server, and then looks in the database for every request it
 * acknowledged. Prints throughput, latency and acknowledged / stored / lost,
 * writes bench-results/bench-load-<time>.json, and exits 1 when the budget in
 * scripts/bench/budgets.ts is missed (unless --no-fail). --profile also
 * writes the server's CPU profile (.cpuprofile, for Chrome DevTools) there.
 *
 * --photos N attaches N phone photos (3 MP JPEGs) to every request, sent as
 * multipart like the form does: each stored request must then have all N
 * photos; the throughput budget (written for plain posts) is reported, not
 * applied, since every photo is decoded and re-encoded before the answer.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { like, sql } from "drizzle-orm";
import sharp from "sharp";
import { formMessages } from "~/lib/form-result";
import { openDatabase } from "~/server/db/client.server";
import { contactSubmissions } from "~/server/db/schema.server";
import { formatDuration, stopwatch } from "../lib/progress.ts";
import { freePort, startServerProcess } from "../lib/server-process.ts";
import { LOAD_BUDGET } from "./budgets.ts";
import { type LoadSummary, lostMarkers, summariseLoad } from "./report.ts";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "1000" },
    photos: { type: "string", default: "0" },
    concurrency: { type: "string", default: "50" },
    db: { type: "string", default: "both" },
    port: { type: "string" },
    "no-fail": { type: "boolean", default: false },
    profile: { type: "boolean", default: false },
  },
});
const count = Number(values.count);
const concurrency = Number(values.concurrency);
const photoCount = Number(values.photos);
if (!Number.isInteger(photoCount) || photoCount < 0 || photoCount > 8) usage("--photos must be 0 to 8");
/** The photo every request carries (made once): noise compresses like a real photo. */
const photo =
  photoCount > 0
    ? await sharp({
        create: {
          width: 2000,
          height: 1500,
          channels: 3,
          background: "#9a8a70",
          noise: { type: "gaussian", mean: 128, sigma: 20 },
        },
      })
        .jpeg({ quality: 85 })
        .toBuffer()
    : undefined;
const databases = values.db === "both" ? ["pglite", "postgres"] : [values.db];
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(concurrency) || concurrency < 1) {
  usage("--count and --concurrency must be whole numbers of at least 1");
}
if (!databases.every((d) => d === "pglite" || d === "postgres"))
  usage("--db must be pglite, postgres or both");

function usage(problem: string): never {
  console.error(
    `${problem}\nUsage: npm run bench:load -- [--count 1000] [--concurrency 50] [--db pglite|postgres|both]`,
  );
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, "..", "..");
const serverUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
// The visible part of the success message; the page may escape the apostrophe after it.
const successText = formMessages.contactSuccess.split("'")[0]!;

/** Creates or drops a scratch database with scripts/pg-scratch.ts; prints its URL on create. */
function pgScratch(action: "create" | "drop", name: string): string {
  return execFileSync(process.execPath, [path.join(root, "scripts/pg-scratch.ts"), action, name], {
    env: { ...process.env, TEST_DATABASE_URL: serverUrl },
    encoding: "utf8",
  }).trim();
}

/** A distinct client address per request (10.x.y.z). */
function clientAddress(i: number): string {
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}

async function pool<T>(n: number, size: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, n) }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

interface DatabaseResult extends LoadSummary {
  database: string;
  concurrency: number;
  stored: number;
  lost: number;
  lostMarkers: string[];
  pass: boolean;
}

async function benchDatabase(kind: string, port: number): Promise<DatabaseResult> {
  const run = `bl${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-load-"));
  const scratch = `bench_load_${run}`;
  const databaseUrl = kind === "postgres" ? pgScratch("create", scratch) : "";
  const origin = `http://127.0.0.1:${port}`;
  const databaseTime = stopwatch();
  try {
    console.log(`[${kind}] starting the server on port ${port}`);
    const server = await startServerProcess({
      port,
      dataDir,
      nodeArgs: values.profile ? ["--cpu-prof", `--cpu-prof-dir=${path.join(root, "bench-results")}`] : [],
      env: {
        DATABASE_URL: databaseUrl,
        // Each request names its own client in X-Forwarded-For, as a proxy
        // would; the limit is raised too, so no post is refused as a flood.
        TRUST_PROXY: "loopback",
        RATE_LIMIT_MAX_FORMS: "1000000",
        SMTP_URL: "",
        LEADS_NOTIFY_TO: "",
      },
      logFile: path.join(dataDir, "server.log"),
    });
    const acknowledged: string[] = [];
    let outcome: ReturnType<typeof summariseLoad>;
    try {
      // One request first, so the timing does not include the first render's start-up.
      await (await fetch(`${origin}/contact`)).arrayBuffer();
      console.log(
        `[${kind}] posting ${count} contact requests${photoCount ? ` with ${photoCount} photos each` : ""}, ${concurrency} at a time`,
      );
      let done = 0;
      const started = performance.now();
      const results = await pool(count, concurrency, async (i) => {
        const marker = `${run}-${i}`;
        const fields = {
          name: `Load Visitor ${i}`,
          email: `visitor${i}@example.com`,
          phone: "651-555-0100",
          service: "Interior Painting",
          message: `Three bedrooms and a hallway to repaint. [${marker}]`,
        };
        let body: URLSearchParams | FormData = new URLSearchParams(fields);
        if (photo) {
          body = new FormData();
          for (const [key, value] of Object.entries(fields)) body.append(key, value);
          for (let n = 0; n < photoCount; n++) {
            body.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `wall-${n}.jpg`);
          }
        }
        const t0 = performance.now();
        let status = 0;
        let ok = false;
        try {
          const response = await fetch(`${origin}/contact`, {
            method: "POST",
            body,
            headers: { origin, "x-forwarded-for": clientAddress(i + 1) },
          });
          status = response.status;
          ok = status === 200 && (await response.text()).includes(successText);
        } catch {
          // No answer: neither acknowledged nor refused by the site.
        }
        if (ok) acknowledged.push(marker);
        done++;
        if (done % Math.max(1, Math.floor(count / 10)) === 0) {
          console.log(`[${kind}] ${done}/${count} answered (${formatDuration(performance.now() - started)})`);
        }
        return { acknowledged: ok, status, ms: performance.now() - t0 };
      });
      outcome = summariseLoad(results, (performance.now() - started) / 1000);
    } finally {
      // PGlite is one process's at a time: the server lets go before we look.
      await server.stop();
    }

    const database = await openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
    const stored = new Set<string>();
    try {
      const rows = await database.db
        .select({
          message: contactSubmissions.message,
          photos: sql<number>`(select count(*)::int from lead_photos p where p.submission_id = contact_submissions.id)`,
        })
        .from(contactSubmissions)
        .where(like(contactSubmissions.message, `%[${run}-%`));
      for (const row of rows) {
        const marker = /\[([a-z0-9]+-\d+)\]/.exec(row.message)?.[1];
        // A request stored without all its photos counts as lost.
        if (marker && row.photos === photoCount) stored.add(marker);
      }
    } finally {
      await database.close();
    }
    const lost = lostMarkers(acknowledged, stored);
    console.log(`[${kind}] done in ${databaseTime()} (server start, requests, stop, database check)`);
    return {
      database: kind,
      concurrency,
      ...outcome,
      stored: stored.size,
      lost: lost.length,
      lostMarkers: lost.slice(0, 20),
      pass:
        lost.length <= LOAD_BUDGET.maxLost &&
        outcome.acknowledged === count &&
        (photoCount > 0 || outcome.acknowledgedPerSecond >= LOAD_BUDGET.minPerSecond),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === "postgres") pgScratch("drop", scratch);
  }
}

const startedAt = new Date();
const sinceStart = stopwatch();
const loadAverageAtStart = os.loadavg().map((n) => Number(n.toFixed(2)));
const port = values.port ? Number(values.port) : await freePort();
const results: DatabaseResult[] = [];
for (const kind of databases) results.push(await benchDatabase(kind!, port));

const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(9) : c.padStart(11))).join(" ");
console.log(
  `\n${row(["Database", "req/s", "ack/s", "p50 ms", "p95 ms", "p99 ms", "max ms", "acked", "stored", "lost"])}`,
);
for (const r of results) {
  console.log(
    row([
      r.database,
      String(r.requestsPerSecond),
      `${r.acknowledgedPerSecond}${!photoCount && r.acknowledgedPerSecond < LOAD_BUDGET.minPerSecond ? " ✗" : ""}`,
      String(r.latencyMs.p50),
      String(r.latencyMs.p95),
      String(r.latencyMs.p99),
      String(r.latencyMs.max),
      `${r.acknowledged}/${r.sent}${r.acknowledged < r.sent ? " ✗" : ""}`,
      String(r.stored),
      `${r.lost}${r.lost > LOAD_BUDGET.maxLost ? " ✗" : ""}`,
    ]),
  );
  if (Object.keys(r.refused).length > 0)
    console.log(`  ${r.database}: not acknowledged, by status: ${JSON.stringify(r.refused)}`);
}
console.log(
  photoCount
    ? `\nBudget: every request acknowledged and stored with all ${photoCount} photos, none lost (✗ = missed); the throughput of plain posts (${LOAD_BUDGET.minPerSecond}/s) does not apply to photo posts.`
    : `\nBudget: >= ${LOAD_BUDGET.minPerSecond} acknowledged submissions/s on one server, every request acknowledged, none lost (✗ = missed).`,
);
console.log(
  `${results.length} database(s), ${count} requests each at concurrency ${concurrency}; ${os.cpus().length} CPUs, load ${loadAverageAtStart.join(" ")} at start.`,
);

const resultsDir = path.join(root, "bench-results");
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `bench-load-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
let commit = "unknown";
try {
  commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
} catch {}
writeFileSync(
  file,
  `${JSON.stringify(
    {
      date: startedAt.toISOString(),
      commit,
      machine: { cpus: os.cpus().length, loadAverageAtStart, node: process.version },
      options: { count, concurrency, databases, photos: photoCount },
      budget: LOAD_BUDGET,
      pass: results.every((r) => r.pass),
      results,
    },
    null,
    2,
  )}\n`,
);
console.log(`Wrote ${path.relative(root, file)}`);
console.log(`Bench load done in ${sinceStart()}`);
if (!values["no-fail"] && !results.every((r) => r.pass)) process.exitCode = 1;
