/**
 * The booking race of `npm run bench:booking -- --http` against real servers
 * (the production build: run `npm run build` first). The bench seeds a fresh
 * database as a fresh install, turns "Book a visit on this site" on, prepares
 * the race (booking-race.ts), then starts the servers on that database and
 * has every visitor post the booking form at once:
 *
 * - PGlite: one server on the prepared data folder (the embedded database is
 *   opened by one process at a time, so the table is checked after it stops);
 * - PostgreSQL: `servers` servers on one scratch database, the visitors of
 *   every time split between them.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { applySeed } from "~/features/content/server/seed.server";
import { type Db, openDatabase } from "~/server/db/client.server";
import { businessProfile } from "~/server/db/schema.server";
import { freePort, type RunningServer, startServerProcess } from "../lib/server-process.ts";
import {
  type BookingCall,
  checkTable,
  httpCall,
  type Outcome,
  type Prepared,
  prepareRace,
  race,
  type TableCheck,
} from "./booking-race.ts";

export interface RaceCounts {
  visitors: number;
  times: number;
  busyEvents: number;
}

export interface HttpRaceRun {
  prepared: Prepared;
  outcomes: Outcome[];
  table: TableCheck;
}

/** A fresh install's content with visits booked on this site, and the race's settings and leads. */
async function prepareInstall(db: Db, kind: "pglite" | "postgres", counts: RaceCounts) {
  await applySeed(db, { bookingUrl: "https://scheduler.example.com/book", kind });
  await db
    .update(businessProfile)
    .set({ data: sql`jsonb_set(${businessProfile.data}, '{scheduling}', '"here"')` });
  return prepareRace(db, { ...counts, now: new Date() });
}

async function startServers(count: number, dataDir: string, env: Record<string, string>) {
  const servers: RunningServer[] = [];
  try {
    for (let i = 0; i < count; i++) {
      // One at a time: the first migrates and seeds nothing new, the others find it done.
      servers.push(await startServerProcess({ port: await freePort(), dataDir, env }));
    }
  } catch (error) {
    await Promise.all(servers.map((s) => s.stop()));
    throw error;
  }
  return servers;
}

/** Each time's takers split between the servers, as `shares` does for the worker processes. */
async function raceServers(servers: RunningServer[], prepared: Prepared, secret: string, times: number) {
  const calls = servers.map((server) => httpCall(server.base, secret));
  // A running server has its connections open and its code warm.
  await Promise.all(servers.map((s) => fetch(`${s.base}/book`).then((r) => r.arrayBuffer())));
  const call: BookingCall = (visitor) => calls[Math.floor(visitor.index / times) % calls.length]!(visitor);
  return race(prepared.visitors, call);
}

function serverEnv(secret: string, databaseUrl = ""): Record<string, string> {
  return {
    NODE_ENV: "production",
    AUTH_SECRET: secret,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_MAX_FORMS: "1000",
  };
}

export async function httpRaceOnPglite(counts: RaceCounts): Promise<HttpRaceRun> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-booking-http-"));
  const secret = randomBytes(32).toString("base64url");
  try {
    let database = await openDatabase({ dataDir: dir });
    const prepared = await prepareInstall(database.db, "pglite", counts).finally(() => database.close());
    const [server] = await startServers(1, dir, serverEnv(secret));
    const outcomes = await raceServers([server!], prepared, secret, counts.times).finally(() =>
      server!.stop(),
    );
    database = await openDatabase({ dataDir: dir });
    const table = await checkTable(database.db, prepared, outcomes).finally(() => database.close());
    return { prepared, outcomes, table };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function httpRaceOnPostgres(
  counts: RaceCounts,
  serverCount: number,
  databaseUrl: string,
): Promise<HttpRaceRun> {
  const secret = randomBytes(32).toString("base64url");
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-booking-http-"));
  const database = await openDatabase({ dataDir: dir, databaseUrl });
  try {
    const prepared = await prepareInstall(database.db, "postgres", counts);
    const servers = await startServers(serverCount, dir, serverEnv(secret, databaseUrl));
    const outcomes = await raceServers(servers, prepared, secret, counts.times).finally(() =>
      Promise.all(servers.map((s) => s.stop())),
    );
    return { prepared, outcomes, table: await checkTable(database.db, prepared, outcomes) };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
