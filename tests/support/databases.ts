import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { type DatabaseHandle, openDatabase, pgliteFolder } from "~/server/db/client.server";
import { createScratchDatabase, testDatabaseUrl } from "./postgres";

/**
 * A new data folder whose embedded database is a copy of the run's migrated
 * one (tests/support/database-templates.setup.ts): the same database a fresh
 * install migrates to, in a fraction of the time.
 */
export function freshDataDir(prefix = "unit-pglite-"): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(inject("migratedPgliteFolder"), pgliteFolder(dataDir), { recursive: true });
  return dataDir;
}

/**
 * Runs a suite once on a fresh embedded database and, when TEST_DATABASE_URL
 * names a server, once more on a scratch PostgreSQL database.
 */
export function onEachDatabase(name: string, suite: (handle: () => DatabaseHandle) => void) {
  describe(`${name} (embedded database)`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openDatabase({ dataDir: freshDataDir() });
    });
    afterAll(async () => {
      await database?.close();
    });
    suite(() => database);
  });

  describe.runIf(testDatabaseUrl)(`${name} (PostgreSQL)`, () => {
    let database: DatabaseHandle;
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    beforeAll(async () => {
      scratch = await createScratchDatabase("unit");
      database = await openDatabase({ dataDir: tmpdir(), databaseUrl: scratch.url });
    });
    afterAll(async () => {
      await database?.close();
      await scratch?.drop();
    });
    suite(() => database);
  });
}
