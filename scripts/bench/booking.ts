/**
 * npm run bench:booking -- [--db pglite|postgres|both] [--visitors 200] [--times 20]
 *                          [--busy 500] [--servers 2] [--no-fail]
 * npm run bench:booking -- --http [--db …] [--servers 2] (the visitor's form, after npm run build)
 *
 * Many visitors racing for a few estimate-visit times at the same moment. A
 * fresh database gets a fresh install's availability and a kept copy of the
 * owner's calendar (`busy` jobs, and a busy stretch that leaves exactly
 * `times` free times), and one lead per visitor; visitor i taps free time
 * i mod `times`, so each time has visitors/times takers. Every visitor's
 * booking call is released at one moment, then the bookings table is read:
 * exactly `times` visits booked, every other visitor clearly refused ("taken"
 * or "not offered"), no two visits overlapping, none past the daily cap.
 *
 * - PGlite: one process (the embedded database has one connection), all calls
 *   in it.
 * - PostgreSQL: a scratch database on TEST_DATABASE_URL's server and
 *   `servers` worker processes (scripts/bench/booking-worker.ts), each with its
 *   own connection pool as separate app servers have, the visitors of every
 *   time split between them; released together at a wall-clock moment.
 *
 * The booking call (booking-race.ts, `BookingCall`) is `claimVisit` called
 * directly, with the visit's notices queued in its transaction. With --http,
 * the visitors post the visitor's booking form to real servers started on the
 * prepared database instead (booking-http.ts): one on PGlite, `servers` on
 * PostgreSQL.
 *
 * Prints a table per database; exits 1 when a count is off or the p95 of a
 * call is over BOOKING_RACE_BUDGET (scripts/bench/budgets.ts), unless --no-fail.
 */
import { execFileSync, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { offeredSlots } from "~/features/booking/server/bookings.server";
import { type DatabaseHandle, type Db, openDatabase } from "~/server/db/client.server";
import { httpRaceOnPglite, httpRaceOnPostgres } from "./booking-http.ts";
import {
  checkTable,
  directCall,
  type Outcome,
  type Prepared,
  prepareRace,
  race,
  rulesFrom,
  type TableCheck,
  type Visitor,
} from "./booking-race.ts";
import type { FromWorker, ToWorker } from "./booking-worker.ts";
import { BOOKING_RACE_BUDGET } from "./budgets.ts";
import { median, percentile } from "./report.ts";

const { values } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    visitors: { type: "string", default: "200" },
    times: { type: "string", default: "20" },
    busy: { type: "string", default: "500" },
    servers: { type: "string", default: "2" },
    http: { type: "boolean", default: false },
    "no-fail": { type: "boolean", default: false },
  },
});
const visitorCount = Number(values.visitors);
const timeCount = Number(values.times);
const busyCount = Number(values.busy);
const serverCount = Number(values.servers);
const whole = (n: number, min: number) => Number.isInteger(n) && n >= min;
if (!whole(visitorCount, 1) || !whole(timeCount, 1) || !whole(busyCount, 0) || !whole(serverCount, 1)) {
  usage("--visitors, --times, --servers and --busy must be whole numbers (at least 1, --busy at least 0)");
}
const databases = values.db === "both" ? ["pglite", "postgres"] : [values.db ?? ""];
if (!databases.every((d) => d === "pglite" || d === "postgres")) {
  usage("--db must be pglite, postgres or both");
}

function usage(problem: string): never {
  console.error(`${problem}\nUsage: npm run bench:booking -- [--db pglite|postgres|both] [--visitors 200]`);
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, "..", "..");
const serverUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

function pgScratch(action: "create" | "drop", name: string): string {
  return execFileSync(process.execPath, [path.join(root, "scripts/pg-scratch.ts"), action, name], {
    env: { ...process.env, TEST_DATABASE_URL: serverUrl },
    encoding: "utf8",
  }).trim();
}

/** The race's database made ready with the counts asked for. */
const prepare = (db: Db, now: Date) =>
  prepareRace(db, { visitors: visitorCount, times: timeCount, busyEvents: busyCount, now });

interface RaceRun {
  name: string;
  servers: number;
  prepared: Prepared;
  outcomes: Outcome[];
  table: TableCheck;
}

/** The same race on the embedded database: one process, one connection. */
async function raceOnPglite(): Promise<RaceRun> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-booking-"));
  const database = await openDatabase({ dataDir: dir });
  try {
    const now = new Date();
    const prepared = await prepare(database.db, now);
    const rules = await rulesFrom(database.db, now);
    await offeredSlots(database.db, rules, 3);
    const outcomes = await race(prepared.visitors, directCall(database.db, rules));
    const table = await checkTable(database.db, prepared, outcomes);
    return { name: "PGlite", servers: 1, prepared, outcomes, table };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Visitor i goes to server floor(i / times) mod servers: every time's takers are split between them. */
function shares(visitors: readonly Visitor[], servers: number): Visitor[][] {
  const out = Array.from({ length: servers }, (): Visitor[] => []);
  for (const visitor of visitors) out[Math.floor(visitor.index / timeCount) % servers]!.push(visitor);
  return out;
}

/** Starts a worker with its visitors; resolves once it is ready, with a way to release it. */
function startWorker(databaseUrl: string, now: Date, visitors: Visitor[]) {
  const child = fork(path.join(import.meta.dirname, "booking-worker.ts"), { stdio: "inherit" });
  let onReady: () => void = () => {};
  let onFailed: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    onReady = resolve;
    onFailed = reject;
  });
  const done = new Promise<Outcome[]>((resolve, reject) => {
    child.on("message", (message: FromWorker) => {
      if (message.type === "ready") onReady();
      else if (message.type === "done") resolve(message.outcomes);
      else {
        const error = new Error(`a worker failed: ${message.error}`);
        onFailed(error);
        reject(error);
      }
    });
    child.on("exit", (code) => {
      const error = new Error(`a worker exited (${code}) before it was done`);
      onFailed(error);
      reject(error);
    });
  });
  // Either may be left unawaited when the other worker fails first.
  done.catch(() => {});
  ready.catch(() => {});
  child.send({ type: "start", databaseUrl, now: now.toISOString(), visitors } satisfies ToWorker);
  return { ready, done, go: (at: number) => child.send({ type: "go", at } satisfies ToWorker), child };
}

/** The race on PostgreSQL, `serverCount` processes sharing one scratch database. */
async function raceOnPostgres(): Promise<RaceRun> {
  const scratch = `bench_booking_${Date.now().toString(36)}${process.pid}`;
  const databaseUrl = pgScratch("create", scratch);
  let database: DatabaseHandle | undefined;
  const workers: ReturnType<typeof startWorker>[] = [];
  try {
    database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl });
    const now = new Date();
    const prepared = await prepare(database.db, now);
    for (const share of shares(prepared.visitors, serverCount))
      workers.push(startWorker(databaseUrl, now, share));
    await Promise.all(workers.map((w) => w.ready));
    const at = Date.now() + 300;
    for (const worker of workers) worker.go(at);
    const outcomes = (await Promise.all(workers.map((w) => w.done))).flat();
    const table = await checkTable(database.db, prepared, outcomes);
    return { name: "PostgreSQL", servers: serverCount, prepared, outcomes, table };
  } finally {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill();
    await database?.close();
    pgScratch("drop", scratch);
  }
}

/** The race through the visitor's form, against real servers on a prepared database. */
async function raceOverHttp(database: string): Promise<RaceRun> {
  const counts = { visitors: visitorCount, times: timeCount, busyEvents: busyCount };
  if (database === "pglite") return { name: "PGlite/HTTP", servers: 1, ...(await httpRaceOnPglite(counts)) };
  const scratch = `bench_booking_http_${Date.now().toString(36)}${process.pid}`;
  const databaseUrl = pgScratch("create", scratch);
  try {
    const run = await httpRaceOnPostgres(counts, serverCount, databaseUrl);
    return { name: "PG/HTTP", servers: serverCount, ...run };
  } finally {
    pgScratch("drop", scratch);
  }
}

const CLEAR_REFUSALS = new Set(["taken", "not-offered"]);
const ms = (n: number) => n.toFixed(0).padStart(5);

/** Prints one race's row and says whether it passed. */
function report(run: RaceRun): boolean {
  const { outcomes, table } = run;
  const booked = outcomes.filter((o) => o.result === "booked");
  const refused = outcomes.filter((o) => CLEAR_REFUSALS.has(o.result));
  const other = outcomes.filter((o) => o.result !== "booked" && !CLEAR_REFUSALS.has(o.result));
  const times = outcomes.map((o) => o.ms);
  const p95 = percentile(times, 95);
  const reasons = [...CLEAR_REFUSALS].map((r) => `${outcomes.filter((o) => o.result === r).length} ${r}`);
  const doubles = table.overlapping + table.notOffered + table.overCap;
  const days = new Set(run.prepared.times.map((t) => t.start.toISOString().slice(0, 10))).size;
  console.log(
    `${run.name.padEnd(11)} ${String(run.servers).padStart(7)}  ${String(booked.length).padStart(6)}  ${`${refused.length} (${reasons.join(", ")})`.padEnd(31)} ${String(other.length).padStart(6)}  ${String(doubles).padStart(6)}  ${ms(median(times))} ${ms(p95)} ${ms(Math.max(...times))}   ${ms(
      percentile(
        booked.map((o) => o.ms),
        95,
      ),
    )} ${ms(
      percentile(
        refused.map((o) => o.ms),
        95,
      ),
    )}`,
  );
  const problems = [
    booked.length !== timeCount && `${booked.length} booked, not ${timeCount}`,
    refused.length !== visitorCount - timeCount &&
      `${refused.length} clearly refused, not ${visitorCount - timeCount}`,
    other.length > 0 &&
      `${other.length} neither booked nor clearly refused: ${[...new Set(other.map((o) => o.error ?? o.result))].slice(0, 3).join("; ")}`,
    table.active !== timeCount && `${table.active} active visits in the table, not ${timeCount}`,
    table.overlapping > 0 && `${table.overlapping} pairs of visits overlap`,
    table.notOffered > 0 && `${table.notOffered} visits on a time not offered`,
    table.overCap > 0 && `${table.overCap} days past the daily cap`,
    table.missing + table.unreported > 0 &&
      `${table.missing} reported bookings missing from the table, ${table.unreported} unreported in it`,
    table.scheduledLeads !== timeCount && `${table.scheduledLeads} leads marked scheduled, not ${timeCount}`,
    p95 > BOOKING_RACE_BUDGET.maxP95Ms && `p95 ${p95.toFixed(0)} ms > ${BOOKING_RACE_BUDGET.maxP95Ms} ms`,
  ].filter((p): p is string => typeof p === "string");
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  if (problems.length === 0) console.log(`  ✓ ${timeCount} free times on ${days} days, all checks passed`);
  return problems.length === 0;
}

const runs: (() => Promise<RaceRun>)[] = databases.map((d) =>
  values.http ? () => raceOverHttp(d) : d === "pglite" ? raceOnPglite : raceOnPostgres,
);
console.log(
  `Booking race: ${visitorCount} visitors for ${timeCount} free times (${visitorCount / timeCount} a time), owner's calendar with ${busyCount} jobs, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log(
  `${"database".padEnd(11)} servers  booked  ${"refused (reasons)".padEnd(31)} errors  double    p50   p95   max   p95 booked / refused (ms)`,
);
let pass = true;
for (const run of runs) pass = report(await run()) && pass;
if (!pass && !values["no-fail"]) process.exitCode = 1;
