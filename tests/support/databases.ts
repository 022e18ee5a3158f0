import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/server/db/client.server";
import { createScratchDatabase, testDatabaseUrl } from "./postgres";

/**
 * Runs a suite once on a fresh embedded database and, when TEST_DATABASE_URL
 * names a server, once more on a scratch PostgreSQL database.
 */
export function onEachDatabase(name: string, suite: (handle: () => DatabaseHandle) => void) {
  describe(`${name} (embedded database)`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), "unit-pglite-")) });
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
