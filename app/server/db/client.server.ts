import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { projectRoot } from "../project-root.server";
import { redactUrl } from "../redact-url.server";
import { lockFolder } from "./folder-lock.server";
import * as schema from "./schema.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseTarget {
  /** postgres:// URL; when absent the embedded database in dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
}

export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Where the data lives, for logs (no password). */
  location: string;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function migrationsFolder(): string {
  return path.join(projectRoot(), "drizzle");
}

export function pgliteFolder(dataDir: string): string {
  return path.join(path.resolve(dataDir), "pglite");
}

/**
 * Opens the database the target selects and applies pending migrations. The
 * drivers are imported here, not at the top: prerendering loads the server
 * build and must not pay for (or open) a database.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle: drizzlePg } = await import("drizzle-orm/node-postgres");
    const { migrate: migratePg } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the server; the
    // pool replaces it and the next query reports the failure.
    pool.on("error", (error) => console.error(`[db] idle connection error: ${error.message}`));
    // A client losing its connection while checked out (between a
    // transaction's statements, say) emits "error" too: the operation using it
    // fails and is answered; the event alone must not bring the process down.
    pool.on("connect", (client) => {
      client.on("error", (error) => console.error(`[db] connection lost: ${error.message}`));
    });
    const db = drizzlePg(pool, { schema });
    try {
      await migratePg(db, { migrationsFolder: migrationsFolder() });
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    return {
      db,
      kind: "postgres",
      location: redactUrl(target.databaseUrl),
      async ping() {
        await db.execute(sql`select 1`);
      },
      async close() {
        await pool.end();
      },
    };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
  const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
  const folder = pgliteFolder(target.dataDir);
  mkdirSync(folder, { recursive: true });
  const release = lockFolder(folder);
  let client: PGlite | undefined;
  try {
    client = new PGlite(folder);
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
    const opened = client;
    return {
      db,
      kind: "pglite",
      location: folder,
      async ping() {
        await db.execute(sql`select 1`);
      },
      async close() {
        try {
          await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    release();
    throw error;
  }
}
