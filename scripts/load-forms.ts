/**
 * npm run load:forms -- [--count 1000] [--concurrency 50] [--port 4316] [--database-url postgres://...]
 *
 * Starts the production server (build first) on a fresh embedded database, or
 * on the PostgreSQL database given, posts `count` valid contact requests and
 * nominations, `concurrency` at a time, each from its own client address,
 * plus a batch of malformed, oversized and hostile posts; stops the server,
 * then counts what reached the database. Prints one JSON report.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { like, sql } from "drizzle-orm";
import { openDatabase } from "~/server/db/client.server";
import { contactSubmissions, nominations } from "~/server/db/schema.server";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "1000" },
    concurrency: { type: "string", default: "50" },
    port: { type: "string", default: "4316" },
    "database-url": { type: "string" },
  },
});
const count = Number(values.count);
const concurrency = Number(values.concurrency);
const port = Number(values.port);
const databaseUrl = values["database-url"];
const base = `http://127.0.0.1:${port}`;
const run = `load${Date.now().toString(36)}`;
const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "load-forms-"));

async function startServer(): Promise<ChildProcess> {
  const log = createWriteStream(path.join(dataDir, "server.log"));
  const child = spawn(process.execPath, [path.join(root, "server.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      TRUST_PROXY: "loopback",
      SMTP_URL: "",
      LEADS_NOTIFY_TO: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not start; see ${path.join(dataDir, "server.log")}`);
}

function address(i: number): string {
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255 || 1}`;
}

function form(i: number): { path: string; body: URLSearchParams } {
  const name = `${run}-${i}`;
  if (i % 2 === 0) {
    return {
      path: "/contact",
      body: new URLSearchParams({
        name,
        email: `visitor${i}@example.com`,
        phone: "651-555-0100",
        service: "Interior Painting",
        message: `Load test message ${i}: three bedrooms and a hallway.`,
        landing_page: "/services",
        utm_source: "load",
      }),
    };
  }
  return {
    path: "/nominate",
    body: new URLSearchParams({
      your_name: name,
      your_email: `nominator${i}@example.com`,
      your_phone: "651-555-0111",
      nominee_name: `Nominee ${i}`,
      nominee_address: "1 Main St, Roseville, MN",
      nominee_phone: "",
      relationship: "neighbor",
      reason: `Load test nomination ${i}.`,
    }),
  };
}

/** Posts that must be refused (4xx) or answered with the form's messages, and never stored. */
function hostile(i: number): { path: string; init: RequestInit; label: string } {
  const marker = `${run}-hostile-${i}`;
  const url = { "content-type": "application/x-www-form-urlencoded" };
  const cases: { path: string; init: RequestInit; label: string }[] = [
    {
      label: "json",
      path: "/contact",
      init: { body: JSON.stringify({ name: marker }), headers: { "content-type": "application/json" } },
    },
    {
      label: "oversized",
      path: "/contact",
      init: { body: `name=${marker}&message=${"x".repeat(100_000)}`, headers: url },
    },
    { label: "missing fields", path: "/nominate", init: { body: `your_name=${marker}`, headers: url } },
    {
      label: "bad service",
      path: "/contact",
      init: { body: `name=${marker}&email=a@b.co&phone=1&message=m&service=Roofing`, headers: url },
    },
    {
      label: "broken encoding",
      path: "/contact",
      init: { body: `name=${marker}%E0%A4%A&email=%FF&phone=%00&message=%`, headers: url },
    },
    {
      label: "cross-site",
      path: "/contact",
      init: {
        body: `name=${marker}&email=a@b.co&phone=1&message=m`,
        headers: { ...url, origin: "https://evil.example" },
      },
    },
    {
      label: "broken multipart",
      path: "/nominate",
      init: {
        body: `--zz\r\nbroken ${marker}`,
        headers: { "content-type": "multipart/form-data; boundary=zz" },
      },
    },
  ];
  return cases[i % cases.length]!;
}

async function pool<T>(n: number, size: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const server = await startServer();
let report: Record<string, unknown> = {};
try {
  const started = performance.now();
  const valid = await pool(count, concurrency, async (i) => {
    const { path: target, body } = form(i);
    const t0 = performance.now();
    try {
      const response = await fetch(`${base}${target}`, {
        method: "POST",
        body,
        headers: { "x-forwarded-for": address(i + 1) },
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - t0 };
    } catch {
      return { status: 0, ms: performance.now() - t0 };
    }
  });
  const seconds = (performance.now() - started) / 1000;
  const hostileCount = 140;
  const refused = await pool(hostileCount, concurrency, async (i) => {
    const attempt = hostile(i);
    const response = await fetch(`${base}${attempt.path}`, {
      method: "POST",
      ...attempt.init,
      headers: {
        ...(attempt.init.headers as Record<string, string>),
        "x-forwarded-for": address(100_000 + i),
      },
    });
    await response.arrayBuffer();
    return { label: attempt.label, status: response.status };
  });
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<string, number>>((acc, s) => {
      acc[s] = (acc[s] ?? 0) + 1;
      return acc;
    }, {});
  const latencies = valid.map((r) => r.ms).sort((a, b) => a - b);
  report = {
    database: databaseUrl ? "postgres" : "pglite",
    valid: {
      sent: count,
      concurrency,
      statuses: tally(valid.map((r) => r.status)),
      seconds: Number(seconds.toFixed(2)),
      perSecond: Number((count / seconds).toFixed(1)),
      latencyMs: {
        p50: Math.round(percentile(latencies, 50)),
        p95: Math.round(percentile(latencies, 95)),
        max: Math.round(latencies.at(-1) ?? 0),
      },
    },
    hostile: {
      sent: hostileCount,
      statuses: tally(refused.map((r) => r.status)),
      serverErrors: refused.filter((r) => r.status >= 500).length,
    },
  };
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

// The server has closed the database: count what it stored.
const database = await openDatabase({ dataDir, databaseUrl });
try {
  const counted = async (
    table: typeof contactSubmissions | typeof nominations,
    column: ReturnType<typeof sql>,
  ) => {
    const [row] = await database.db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        distinct: sql<number>`count(distinct ${column})`.mapWith(Number),
      })
      .from(table)
      .where(like(sql`${column}`, `${run}-%`));
    return row ?? { n: 0, distinct: 0 };
  };
  const contacts = await counted(contactSubmissions, sql`${contactSubmissions.name}`);
  const noms = await counted(nominations, sql`${nominations.yourName}`);
  const hostileStored =
    (
      await database.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(contactSubmissions)
        .where(like(contactSubmissions.name, `%${run}-hostile-%`))
    )[0]?.n ?? 0;
  const hostileNoms =
    (
      await database.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(nominations)
        .where(like(nominations.yourName, `%${run}-hostile-%`))
    )[0]?.n ?? 0;
  const expectedContacts = Math.ceil(count / 2);
  report.stored = {
    contactSubmissions: contacts.n - hostileStored,
    nominations: noms.n - hostileNoms,
    expected: { contactSubmissions: expectedContacts, nominations: count - expectedContacts },
    duplicates: contacts.n - contacts.distinct + (noms.n - noms.distinct),
    hostileStored: hostileStored + hostileNoms,
  };
  const ok =
    contacts.n - hostileStored === expectedContacts &&
    noms.n - hostileNoms === count - expectedContacts &&
    hostileStored + hostileNoms === 0 &&
    (report.hostile as { serverErrors: number }).serverErrors === 0 &&
    !Object.keys((report.valid as { statuses: Record<string, number> }).statuses).some((s) => s !== "200");
  report.ok = ok;
  console.log(JSON.stringify(report, null, 2));
  if (!ok) process.exitCode = 1;
} finally {
  await database.close();
}
